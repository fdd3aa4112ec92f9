import type { Schedule, ScheduleKind } from '@pm/contracts';
import type { ScheduleBody } from './api/save-schedule';

/** The schedule form as edited: the rule's parts apart, so switching 每月/每天 keeps the day. */
export interface ScheduleDraft {
  kind: ScheduleKind;
  title: string;
  frequency: 'monthly' | 'daily';
  /** 1-28, or 0 for the month's last day (月末). */
  day: number;
  /** HH:mm, China time. */
  time: string;
  estateId: number | null;
  itemIds: number[];
  enabled: boolean;
}

export const NEW_SCHEDULE: ScheduleDraft = { kind: 'bill_run', title: '', frequency: 'monthly', day: 1, time: '08:00', estateId: null, itemIds: [], enabled: true };

export function draftOf(schedule: Schedule): ScheduleDraft {
  const { rule } = schedule;
  return {
    kind: schedule.kind,
    title: schedule.title,
    frequency: rule.frequency,
    day: rule.frequency === 'monthly' ? rule.day : NEW_SCHEDULE.day,
    time: rule.time,
    estateId: schedule.params.estateId ?? null,
    itemIds: schedule.params.itemIds ?? [],
    enabled: schedule.enabled,
  };
}

/** What is sent: the estate and items only for a bill run (the server checks the rest). */
export function bodyOf(draft: ScheduleDraft): ScheduleBody {
  const rule = draft.frequency === 'monthly' ? { frequency: 'monthly' as const, day: draft.day, time: draft.time } : { frequency: 'daily' as const, time: draft.time };
  const params = draft.kind === 'bill_run' ? { ...(draft.estateId ? { estateId: draft.estateId } : {}), ...(draft.itemIds.length > 0 ? { itemIds: draft.itemIds } : {}) } : {};
  return { kind: draft.kind, title: draft.title, rule, params, enabled: draft.enabled };
}

/** The form field a server detail path names (rule.time → time, params.itemIds.0 → itemIds). */
const FIELD_OF: [RegExp, keyof ScheduleDraft][] = [
  [/^kind$/, 'kind'],
  [/^title$/, 'title'],
  [/^rule\.day$/, 'day'],
  [/^rule\.time$/, 'time'],
  [/^rule(\.frequency)?$/, 'frequency'],
  [/^params\.estateId$/, 'estateId'],
  [/^params\.itemIds(\.|$)/, 'itemIds'],
  [/^enabled$/, 'enabled'],
];

/** The server's 400 details as messages by form field (the first message of a field wins). */
export function fieldErrors(details: { path: string; message: string }[] | undefined): Partial<Record<keyof ScheduleDraft, string>> {
  const out: Partial<Record<keyof ScheduleDraft, string>> = {};
  for (const { path, message } of details ?? []) {
    const field = FIELD_OF.find(([pattern]) => pattern.test(path))?.[1];
    if (field && out[field] === undefined) out[field] = message;
  }
  return out;
}
