import { allRecords, type RecordDef } from '@pm/contracts';
import type { CloseGuard, CloseGuardMap } from '../../shared/close-guard';
import { dropPendingEdit } from './components/pending-edit-notice';

/** A declaration's client.editFlag as a tab close guard: its question while the flag is set. */
function editFlagGuard(def: RecordDef): CloseGuard | null {
  const flag = def.client?.editFlag;
  if (!flag) return null;
  return {
    question: () => (sessionStorage.getItem(flag.flagKey) === '1' ? flag.closeQuestion : null),
    giveUp: () => dropPendingEdit(def),
  };
}

/** `record/<key>/index` → the guard of every declaration with an edit flag. */
export const closeGuards: CloseGuardMap = Object.fromEntries(
  allRecords().flatMap((def) => {
    const guard = editFlagGuard(def);
    return guard ? [[`record/${def.key}/index`, guard] as const] : [];
  }),
);
