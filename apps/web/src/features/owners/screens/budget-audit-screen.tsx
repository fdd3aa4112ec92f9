import type { ScreenProps } from '../../../shared/screen';
import { BudgetWorkspace } from '../components/budget-workspace';

/** budget/public/audit: the estate's public budgets with the audit step on the budget picked. */
export default function BudgetAuditScreen({ title, readOnly }: ScreenProps) {
  return <BudgetWorkspace stage="audit" title={title} readOnly={readOnly} />;
}
