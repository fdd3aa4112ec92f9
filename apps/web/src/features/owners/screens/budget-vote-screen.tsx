import type { ScreenProps } from '../../../shared/screen';
import { BudgetWorkspace } from '../components/budget-workspace';

/** budget/public/vote: the estate's public budgets with the vote step on the budget picked. */
export default function BudgetVoteScreen({ title, readOnly }: ScreenProps) {
  return <BudgetWorkspace stage="vote" title={title} readOnly={readOnly} />;
}
