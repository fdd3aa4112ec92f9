import { subjectEndpoints } from '@pm/contracts';
import { useAccountingMutation } from './accounting-mutation';

/** POST /api/accounting/subjects: a new subject; its code fixes parent and level. */
export function useCreateSubject() {
  return useAccountingMutation(subjectEndpoints.createSubject);
}
