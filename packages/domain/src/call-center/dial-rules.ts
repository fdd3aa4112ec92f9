/**
 * Outbound number rules of spec section 5 ("Call centre"), written once for the softphone widget
 * and the document module. Numbers are digit strings; prefixes are digit strings ('' allowed).
 */

export interface DialContext {
  /** The line's outside-line prefix, e.g. '9'. */
  outsidePrefix: string;
  /** Prefix for a mobile number outside the agent's own area, e.g. '0'. */
  outOfTownPrefix: string;
  /** The agent's own area code, e.g. '021'. */
  agentAreaCode: string;
}

/** Either the number to dial, or the rule needs the phone attribution (area code) first. */
export type DialPlan = { kind: 'dial'; number: string; rule: DialRule } | { kind: 'lookup' };

export type DialRule =
  | 'twelve-digits'
  | 'eleven-digits'
  | 'local-with-prefix'
  | 'extension'
  | 'long-or-odd-with-prefix'
  | 'same-area-landline'
  | 'same-area-mobile'
  | 'other-area-landline'
  | 'other-area-mobile'
  | 'lookup-failed';

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * First step: decides by digit count n. Returns `lookup` for 11 digits starting 0 or 1 and for
 * 12 digits starting 0, which need the attribution's area code (see dialWithAttribution).
 */
export function planOutbound(raw: string, ctx: DialContext): DialPlan {
  const number = digitsOnly(raw);
  const n = number.length;
  const first = number[0] ?? '';
  if (n > 12) return { kind: 'dial', number: ctx.outsidePrefix + number, rule: 'long-or-odd-with-prefix' };
  if (n === 12 && first !== '0') return { kind: 'dial', number, rule: 'twelve-digits' };
  if (n === 11 && first !== '0' && first !== '1') return { kind: 'dial', number, rule: 'eleven-digits' };
  if (n === 7 || n === 8) return { kind: 'dial', number: ctx.outsidePrefix + number, rule: 'local-with-prefix' };
  if (n < 7) return { kind: 'dial', number, rule: 'extension' };
  if (n === 9 || n === 10) return { kind: 'dial', number: ctx.outsidePrefix + number, rule: 'long-or-odd-with-prefix' };
  return { kind: 'lookup' };
}

/**
 * Second step for the numbers planOutbound sends to lookup. `areaCode` is the attribution's
 * data.areaCode, or null/'' when the lookup failed or returned nothing (then: prefix + number).
 * Same area: a 0-leading number loses its area code and dials as a local number with the outside
 * prefix; a mobile dials with the outside prefix. Other area: a landline keeps its full number; a
 * mobile gets the out-of-town prefix.
 */
export function dialWithAttribution(
  raw: string,
  ctx: DialContext,
  areaCode: string | null | undefined,
): { number: string; rule: DialRule } {
  const number = digitsOnly(raw);
  const mobile = number.startsWith('1');
  if (!areaCode) return { number: ctx.outsidePrefix + number, rule: 'lookup-failed' };
  if (areaCode === ctx.agentAreaCode) {
    if (!mobile && number.startsWith(areaCode)) {
      return { number: ctx.outsidePrefix + number.slice(areaCode.length), rule: 'same-area-landline' };
    }
    if (mobile) return { number: ctx.outsidePrefix + number, rule: 'same-area-mobile' };
  }
  if (mobile) return { number: ctx.outOfTownPrefix + number, rule: 'other-area-mobile' };
  return { number, rule: 'other-area-landline' };
}

/** The whole table with an async attribution lookup; a throwing lookup counts as a failed one. */
export async function resolveOutbound(
  raw: string,
  ctx: DialContext,
  lookupAreaCode: (number: string) => Promise<string | null | undefined>,
): Promise<{ number: string; rule: DialRule }> {
  const plan = planOutbound(raw, ctx);
  if (plan.kind === 'dial') return { number: plan.number, rule: plan.rule };
  let areaCode: string | null | undefined;
  try {
    areaCode = await lookupAreaCode(digitsOnly(raw));
  } catch {
    areaCode = null;
  }
  return dialWithAttribution(raw, ctx, areaCode);
}

/** The softphone widget's own rule: 7 or 8 digits get a leading 0; everything else as typed. */
export function widgetDialNumber(raw: string): string {
  const number = raw.trim();
  return /^\d{7,8}$/.test(number) ? `0${number}` : number;
}
