import type { ScreenProps } from '../../../shared/screen';
import { BudgetWorkspace } from '../components/budget-workspace';

/** budget/public/create: the estate's public budgets with the create step on the budget picked. */
export default function BudgetCreateScreen({ title, readOnly }: ScreenProps) {
  return <BudgetWorkspace stage="create" title={title} readOnly={readOnly} />;
}
