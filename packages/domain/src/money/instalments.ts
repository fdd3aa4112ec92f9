/** The instalment counts the spec offers (§9). */
export const INSTALMENT_COUNTS: readonly number[] = [1, 2, 3, 4, 6, 12];

/** Instalment counts (1,2,3,4,6,12) that divide the months left evenly; [] for 0, negative or fractional months. */
export function instalmentOptions(monthsLeft: number): number[] {
  if (!Number.isSafeInteger(monthsLeft) || monthsLeft <= 0) return [];
  return INSTALMENT_COUNTS.filter((n) => monthsLeft % n === 0);
}
