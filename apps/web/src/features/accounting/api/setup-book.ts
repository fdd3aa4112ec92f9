import { bookEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** POST /api/accounting/book/setup: 建账 (chart, code scheme, first period). */
export function useSetupBook() {
  return useAccountingMutation(bookEndpoints.setupBook);
}
