/** A mainland mobile number: `+86`, `0086`, `86` or nothing, then 11 digits starting 1[3-9]. */
const MAINLAND = /^(?:\+86|0086|86)?(1[3-9]\d{9})$/;

/** The 11 digits of a mainland mobile number, or undefined (isv.MOBILE_NUMBER_ILLEGAL). */
export function mainlandMobile(text: string): string | undefined {
  return MAINLAND.exec(text.trim())?.[1];
}
