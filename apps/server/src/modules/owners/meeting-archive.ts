import { allDictionaries } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { estateOf } from './find-estate';
import * as repo from './votes.repo';
import { toVoteRows } from './votes';

// 大会档案: an estate's owners' meetings (业主大会, 业委会会议 of 会务管理), each with the votes and
// elections put to it and their results; the matters put to no meeting are listed apart.

type Deps = { db: Db };

const labelOf = (code: string) => {
  const items = allDictionaries().find((d) => d.code === code)?.items ?? [];
  return (value: string) => items.find((i) => i.value === value)?.label.cn ?? value;
};

export async function meetingArchive({ db }: Deps, s: Session, estateId: number) {
  const estate = await estateOf(db, s, estateId);
  const [meetings, votes] = await Promise.all([repo.ownersMeetings(db, s.companyId, estate.id), repo.listVotes(db, s.companyId, { estateId: estate.id })]);
  const rows = await toVoteRows(db, votes);
  const typeName = labelOf('meeting_type');
  const statusName = labelOf('meeting_status');
  // Oldest matter first inside a meeting, as they were put on its agenda.
  const byMeeting = (id: number | null) => rows.filter((v) => v.meetingId === id).sort((a, b) => a.id - b.id);
  return {
    meetings: meetings.map((m) => ({
      ...m,
      typeName: typeName(m.meetingType),
      statusName: statusName(m.status),
      votes: byMeeting(m.id),
    })),
    unlinked: byMeeting(null),
  };
}
