import { isDateText } from '../validation/formats';
import { chinaToday } from '../time/china-time';

/** A current owner of a house and the share (percent, "60.00") of the latest event. */
export interface Holding {
  ownerId: number;
  share: string | null;
}

export interface OwnerEventInput {
  event: '1' | '2' | '3';
  ownerId: number;
  fromOwnerId?: number | undefined;
  share?: string | undefined;
  eventDate: string;
}

/** One row to append to the house's owner events. */
export interface PlannedEvent {
  ownerId: number;
  event: '1' | '2' | '3';
  share: string | null;
}

/** Whole shares are 100 percent = 10000 hundredths. */
const WHOLE = 10_000;

/** A share text ("60", "33.5", "33.33") as hundredths of a percent; exact, no floating point. Null counts 0. */
export function shareHundredths(share: string | null | undefined): number {
  if (share === null || share === undefined) return 0;
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(share.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Hundredths of a percent back to text with 2 decimals ("33.50"). */
export function shareText(h: number): string {
  return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
}

/** Today in China (UTC+8, no daylight saving) as YYYY-MM-DD. */
export const chinaDay = (now = new Date()): string => chinaToday(now);

/**
 * Why an ownership event is refused: a field of the request is wrong (`field`), or the event does
 * not fit who owns the house now (`conflict`, with a stable code).
 */
export type OwnerEventRefusal =
  | { refused: 'field'; path: 'eventDate' | 'share' | 'ownerId' | 'fromOwnerId'; message: string }
  | { refused: 'conflict'; code: 'already_owner' | 'not_owner'; message: string };

const fieldError = (path: 'eventDate' | 'share' | 'ownerId' | 'fromOwnerId', message: string): OwnerEventRefusal => ({
  refused: 'field',
  path,
  message,
});
const conflict = (code: 'already_owner' | 'not_owner', message: string): OwnerEventRefusal => ({
  refused: 'conflict',
  code,
  message,
});
const overWhole = () => fieldError('share', '份额合计不能超过100');

/**
 * The rows one ownership event appends, or why it is refused (Chinese message). Dates: a real day, not after
 * `today`, not before the house's latest event (`lastDate`), so the history reads in the order it
 * happened. 入伙 needs an owner not holding the house (share defaults to what is left of 100);
 * 迁出 needs a current owner; 过户 moves `share` (default: all) of a current owner `fromOwnerId`
 * to `ownerId` (added to what they already hold): the source moves out (3) when nothing is left,
 * else keeps the rest (a 2 row with the remaining share). Current shares never pass 100.
 */
export function planOwnerEvent(
  current: Holding[],
  lastDate: string | null,
  input: OwnerEventInput,
  today: string,
): PlannedEvent[] | OwnerEventRefusal {
  if (!isDateText(input.eventDate) || input.eventDate.length !== 10)
    return fieldError('eventDate', '产权变动日期不是有效日期');
  if (input.eventDate > today) return fieldError('eventDate', '产权变动日期不能晚于今天');
  if (lastDate !== null && input.eventDate < lastDate)
    return fieldError('eventDate', `产权变动日期不能早于本房屋最近一次变动日期（${lastDate}）`);
  const given = input.share === undefined ? undefined : shareHundredths(input.share);
  if (given !== undefined && !(given > 0)) return fieldError('share', '份额必须大于0');
  const holding = (id: number) => current.find((o) => o.ownerId === id);
  const total = current.reduce((sum, o) => sum + shareHundredths(o.share), 0);

  if (input.event === '1') {
    if (holding(input.ownerId)) return conflict('already_owner', '该业主已是本房屋业主');
    const share = given ?? WHOLE - total;
    if (share <= 0 || total + share > WHOLE) return overWhole();
    return [{ ownerId: input.ownerId, event: '1', share: shareText(share) }];
  }
  if (input.event === '3') {
    if (!holding(input.ownerId)) return conflict('not_owner', '该业主不是本房屋的当前业主');
    return [{ ownerId: input.ownerId, event: '3', share: null }];
  }
  if (input.fromOwnerId === undefined) return fieldError('fromOwnerId', '请选择原业主');
  const from = holding(input.fromOwnerId);
  if (!from) return conflict('not_owner', '原业主不是本房屋的当前业主');
  if (input.fromOwnerId === input.ownerId) return fieldError('ownerId', '新业主不能与原业主相同');
  // A source without a recorded share hands over what is given (or the whole house).
  const had = from.share === null ? null : shareHundredths(from.share);
  const moved = given ?? had ?? WHOLE;
  if (had !== null && moved > had) return fieldError('share', `过户份额不能超过原业主份额（${from.share}）`);
  const left = had === null ? 0 : had - moved;
  const receiver = shareHundredths(holding(input.ownerId)?.share) + moved;
  const others = current
    .filter((o) => o.ownerId !== input.fromOwnerId && o.ownerId !== input.ownerId)
    .reduce((sum, o) => sum + shareHundredths(o.share), 0);
  if (others + left + receiver > WHOLE) return overWhole();
  return [
    left > 0
      ? { ownerId: input.fromOwnerId, event: '2', share: shareText(left) }
      : { ownerId: input.fromOwnerId, event: '3', share: null },
    { ownerId: input.ownerId, event: '2', share: shareText(receiver) },
  ];
}
