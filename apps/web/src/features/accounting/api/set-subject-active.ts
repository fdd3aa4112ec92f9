import { subjectEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** POST /api/accounting/subjects/:id/active: 停用 / 启用 with the children. */
export function useSetSubjectActive() {
  return useAccountingMutation(subjectEndpoints.setSubjectActive);
}
