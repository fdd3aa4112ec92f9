import { subjectEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** PUT /api/accounting/subjects/:id: name, direction (while unused) and auxiliaries. */
export function useUpdateSubject() {
  return useAccountingMutation(subjectEndpoints.updateSubject);
}
