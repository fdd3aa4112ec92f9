import { conflict } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 会务管理's refusals about the owners' votes a meeting holds; the triggers of
// packages/db/sql/owners.sql end a race that passed the checks of office.rules.ts.

const VOTES_OPEN = '会议还有未结束的表决，不能归档';
const VOTES_KEPT = '会议已关联表决，不能删除或更改楼盘、会议类型';
registerConstraint('meetings_votes_open', 409, 'office.meeting_votes_open', VOTES_OPEN);
registerConstraint('meetings_votes_kept', 409, 'office.meeting_votes_kept', VOTES_KEPT);

export const officeErrors = {
  votesOpen: () => conflict('office.meeting_votes_open', VOTES_OPEN),
  votesKept: () => conflict('office.meeting_votes_kept', VOTES_KEPT),
};
