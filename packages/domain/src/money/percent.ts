import { dec, DECIMAL_TEXT } from './decimal';

// Rates are kept as fractions (0.07) and typed as per cents (7): both ways exact, never through a JS number, where
// 0.07 * 100 is 7.000000000000001.

/** A fraction as per cent text: '0.0700' → '7', '0.035' → '3.5' (`places` given: '0.05' → '5.00'). */
export function rateToPercent(rate: string, places?: number): string {
  const percent = dec(rate).times(100);
  return places === undefined ? percent.toFixed() : percent.toFixed(places);
}

/**
 * Per cent text as a fraction with `places` decimals: '7' → '0.0700', '3.5' → '0.0350' (rounded half up past them).
 * Text that is not a number (what a person typed) is answered as it is, for the server's check to name.
 */
export function percentToRate(percent: string, places = 4): string {
  const text = percent.trim();
  return DECIMAL_TEXT.test(text) ? dec(text).dividedBy(100).toFixed(places) : percent;
}
