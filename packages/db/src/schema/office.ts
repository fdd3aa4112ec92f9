import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, check, date, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { minuteTimestamp } from './record-area-columns';
import { recordColumns } from './records-audit';

// Information and owner office (spec section 2: 公共信息资料; 业主台账, 业委会成员, 会务管理).
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

const dateTime = () => minuteTimestamp();
const day = () => date({ mode: 'string' });

/** 公共信息资料: documents a site keeps (drawings, contracts, certificates, public notices). */
export const publicInfos = pgTable(
  'public_infos',
  {
    ...recordColumns(),
    title: varchar({ length: 100 }).notNull(),
    /** 图纸资料, 合同协议, 证照文件, 公示公告, 规章制度, 其他 */
    category: varchar({ length: 10 }).notNull(),
    estateId: bigint({ mode: 'number' }),
    docNo: varchar({ length: 50 }),
    content: text(),
    fileId: bigint({ mode: 'number' }),
    recordDate: day().notNull(),
    keeper: varchar({ length: 50 }),
  },
  (t) => [index().on(t.companyId, t.recordDate)],
);

/** 业主台账: dated events in an owner's history with the property office. */
export const ownerLedgers = pgTable(
  'owner_ledgers',
  {
    ...recordColumns(),
    houseId: bigint({ mode: 'number' }).notNull(),
    ownerName: varchar({ length: 50 }).notNull(),
    phone: varchar({ length: 20 }),
    /** 入伙, 装修, 过户, 出租, 投诉, 报修, 缴费, 其他 */
    eventType: varchar({ length: 10 }).notNull(),
    eventDate: day().notNull(),
    content: text().notNull(),
    handlerId: bigint({ mode: 'number' }),
  },
  (t) => [index().on(t.companyId, t.eventDate)],
);

/** 业委会成员: members of the owners' committee and their term. */
export const committeeMembers = pgTable(
  'committee_members',
  {
    ...recordColumns(),
    memberName: varchar({ length: 50 }).notNull(),
    /** 主任, 副主任, 委员, 候补委员, 秘书 */
    position: varchar({ length: 10 }).notNull(),
    houseId: bigint({ mode: 'number' }),
    phone: varchar({ length: 20 }).notNull(),
    idNumber: varchar({ length: 18 }),
    termStart: day().notNull(),
    termEnd: day().notNull(),
    /** 在任, 离任, 任期届满 (set when the term has ended, office.rules.ts) */
    status: varchar({ length: 10 }).notNull(),
    remark: text(),
    /** The election (owner_votes, kind election) that elected the member; written only by its registration. */
    electionId: bigint({ mode: 'number' }),
    /** The election's title as it closed (a closed election never changes). */
    electionTitle: varchar({ length: 200 }),
  },
  (t) => [
    index().on(t.companyId),
    index().on(t.companyId, t.electionId),
    check('committee_members_position_check', oneOf(t.position, FIXED_DICTIONARY_CODES.committee_position)),
    check('committee_members_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.member_status)),
  ],
);

/** 会务管理: a meeting, who attends and its minutes. */
export const meetings = pgTable(
  'meetings',
  {
    ...recordColumns(),
    subject: varchar({ length: 100 }).notNull(),
    /** 业主大会, 业委会会议, 物业例会, 协调会, 其他 */
    meetingType: varchar({ length: 10 }).notNull(),
    /** The estate of an owners' meeting (业主大会, 业委会会议 need one: their votes are the estate's). */
    estateId: bigint({ mode: 'number' }),
    startAt: dateTime().notNull(),
    endAt: dateTime(),
    place: varchar({ length: 100 }).notNull(),
    host: varchar({ length: 50 }),
    attendees: text().notNull(),
    minutes: text(),
    /** 筹备中 → 已召开 → 已归档 */
    status: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.startAt),
    check('meetings_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.meeting_status)),
  ],
);
