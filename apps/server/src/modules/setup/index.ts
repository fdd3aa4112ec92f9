// What other modules may use of 管理设置: the 审批分离 check every approval of money runs.
export { requireSeparateApprover } from './approval-policy';
// The work calendar (工作日历) rules that move dates past rest days and holidays read.
export { findWorkCalendar } from './work-calendar.repo';
