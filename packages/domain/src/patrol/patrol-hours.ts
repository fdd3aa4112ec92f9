/**
 * Standard monthly working hours in China: 21.75 days × 8 hours (劳社部发〔2008〕3号), used for an
 * inspector without contracted hours on record.
 */
export const DEFAULT_MONTHLY_HOURS = 174;

/** Hours carry two decimals (numeric(7,2)); sums run in whole hundredths so they stay exact. */
const hundredths = (hours: number | string): number => Math.round(Number(hours) * 100);

export interface InspectorHours {
  /** Contracted monthly hours. */
  contracted: number;
  /** Sum of the planned hours of the inspector's plans in the month. */
  planned: number;
  /** contracted − planned; negative when the inspector is over-planned. */
  available: number;
}

/**
 * An inspector's hours for one month: contracted hours minus the planned hours of every plan
 * of theirs in that month (the plan being written counted with its new hours). Two decimals.
 */
export function inspectorHours(
  contracted: number | string,
  plannedHours: readonly (number | string)[],
): InspectorHours {
  const planned = plannedHours.reduce<number>((sum, h) => sum + hundredths(h), 0);
  const c = hundredths(contracted);
  return { contracted: c / 100, planned: planned / 100, available: (c - planned) / 100 };
}

/** "12.5" → "12.50": hours as the messages show them. */
export const formatHours = (hours: number): string => hours.toFixed(2);
