import type { OwnerEventInput } from '../api/house-tree';

export type OwnerEvent = '1' | '2' | '3';

/** The ownership form as typed: 入伙 (1), 过户 (2), 迁出 (3). */
export interface OwnershipDraft {
  event: OwnerEvent;
  /** 入伙: the owner moving in; 过户: the receiving owner; 迁出: the current owner moving out. */
  ownerId: number | null;
  /** 过户 only: the current owner handing over. */
  fromOwnerId: number | null;
  /** Percent, up to 2 decimals; blank: what is left of 100 (入伙) or the source's whole share (过户). */
  share: string;
  /** YYYY-MM-DD */
  eventDate: string;
  remark: string;
}

/** Problems the form shows before calling the server, by field: i18n keys of the records namespace. */
export type DraftProblems = Partial<Record<'ownerId' | 'fromOwnerId' | 'share' | 'eventDate', string>>;

const SHARE = /^\d{1,3}(\.\d{1,2})?$/;

export const emptyDraft = (event: OwnerEvent, today: string): OwnershipDraft => ({ event, ownerId: null, fromOwnerId: null, share: '', eventDate: today, remark: '' });

export function draftProblems(d: OwnershipDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (d.ownerId === null) problems.ownerId = d.event === '2' ? 'ownership.pickNewOwner' : 'ownership.pickOwner';
  if (d.event === '2' && d.fromOwnerId === null) problems.fromOwnerId = 'ownership.pickFromOwner';
  if (d.event !== '3' && d.share.trim() !== '' && !SHARE.test(d.share.trim())) problems.share = 'ownership.shareFormat';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.eventDate)) problems.eventDate = 'ownership.pickDate';
  return problems;
}

/** The call's input for a draft without problems: only the fields the event takes; blanks left out. */
export function eventInput(d: OwnershipDraft): Omit<OwnerEventInput, 'houseId'> {
  const share = d.event === '3' ? '' : d.share.trim();
  const remark = d.remark.trim();
  return {
    event: d.event,
    ownerId: d.ownerId ?? 0,
    ...(d.event === '2' && d.fromOwnerId !== null ? { fromOwnerId: d.fromOwnerId } : {}),
    ...(share ? { share } : {}),
    eventDate: d.eventDate,
    ...(remark ? { remark } : {}),
  };
}

