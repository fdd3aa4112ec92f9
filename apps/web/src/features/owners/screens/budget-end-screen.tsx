import type { ScreenProps } from '../../../shared/screen';
import { BudgetWorkspace } from '../components/budget-workspace';

/** budget/public/end: the estate's public budgets with the end step on the budget picked. */
export default function BudgetEndScreen({ title, readOnly }: ScreenProps) {
  return <BudgetWorkspace stage="end" title={title} readOnly={readOnly} />;
}
