import type { SLA_CLASSES } from '../vocabulary/workorder-words';
import type { ClockMode } from './sla-clock';
import type { SlaWarning } from './sla-status';

export type SlaTargetName = 'response' | 'arrival' | 'resolution';

export const SLA_TARGET_LABELS: Readonly<Record<SlaTargetName, string>> = {
  response: '接单',
  arrival: '到场',
  resolution: '完工',
};

/** One limit of a policy: minutes of clock time from creation or from the appointment. */
export interface SlaRule {
  target: SlaTargetName;
  minutes: number;
  clock: ClockMode;
  from: 'created' | 'appointment';
  warning: SlaWarning;
  /** Minutes of clock time past the limit: [team leader, manager]. */
  escalations: readonly number[];
}

/** Policies by class: the priorities, and 投诉 on its own. */
export type SlaClass = (typeof SLA_CLASSES)[number];

const WARN_80 = { percent: 80 };
const rule = (
  target: SlaTargetName,
  minutes: number,
  clock: ClockMode,
  escalations: readonly number[],
  from: SlaRule['from'] = 'created',
): SlaRule => ({ target, minutes, clock, from, warning: WARN_80, escalations });

/**
 * Defaults of notes §2's proposed table (each company and 报修类型 may set its own): 紧急 5 min / 30 min / 24 h on a
 * 24×7 clock; 一般 2 / 9 (one working day) / 8 business hours; 预约 arrival within 30 min of the appointment and
 * 8 business hours from it; 投诉 24 h to a first response and 7 days to close. Escalations are our choice.
 */
export const DEFAULT_SLA_POLICIES: Readonly<Record<SlaClass, readonly SlaRule[]>> = {
  urgent: [
    rule('response', 5, 'continuous', [5, 15]),
    rule('arrival', 30, 'continuous', [10, 30]),
    rule('resolution', 24 * 60, 'continuous', [60, 240]),
  ],
  normal: [
    rule('response', 2 * 60, 'business', [60, 240]),
    rule('arrival', 9 * 60, 'business', [60, 240]),
    rule('resolution', 8 * 60, 'business', [120, 540]),
  ],
  appointment: [
    rule('arrival', 30, 'continuous', [10, 30], 'appointment'),
    rule('resolution', 8 * 60, 'business', [120, 540], 'appointment'),
  ],
  complaint: [
    rule('response', 24 * 60, 'continuous', [120, 480]),
    rule('resolution', 7 * 24 * 60, 'continuous', [24 * 60, 3 * 24 * 60]),
  ],
};
