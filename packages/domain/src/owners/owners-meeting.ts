// Which meetings of 会务管理 a vote or an election may be put to (docs/decisions.md "Meetings, votes
// and committee terms"): the owners' meetings, while their record is still open.

/** meeting_type 业主大会 and 业委会会议: the owners' meetings, which name their estate. */
export const OWNERS_MEETING_TYPES: readonly string[] = ['1', '2'];

/** meeting_status 已归档: the meeting's record is complete. */
export const MEETING_ARCHIVED = '3';

/** Whether a meeting is an owners' meeting (业主大会, 业委会会议). */
export function isOwnersMeeting(meetingType: string | null | undefined): boolean {
  return OWNERS_MEETING_TYPES.includes(meetingType ?? '');
}

/** Whether a vote may be put to a meeting of this type and status: an owners' meeting not archived. */
export function meetingTakesVotes(meeting: { meetingType: string | null | undefined; status: string | null | undefined }): boolean {
  return isOwnersMeeting(meeting.meetingType) && meeting.status !== MEETING_ARCHIVED;
}
