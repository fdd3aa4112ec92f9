import type Decimal from 'decimal.js';
import { Dec, dec } from './decimal';

/**
 * How a bill line is rounded to the fen (the reference system's `scale` 1-5):
 * half_up_2 round to 0.01; half_up_1 round to 0.1 (kept with 2 decimals); ceil_2 up to the next fen;
 * floor_2 down to the fen; half_up_0 round to the yuan.
 */
export const ROUNDING_MODES = ['half_up_2', 'half_up_1', 'ceil_2', 'floor_2', 'half_up_0'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

/** The reference system's `pay_fee_config.scale` codes (1-5), in its order. */
export const ROUNDING_BY_SCALE_CODE: Readonly<Record<'1' | '2' | '3' | '4' | '5', RoundingMode>> = {
  '1': 'half_up_2',
  '2': 'half_up_1',
  '3': 'ceil_2',
  '4': 'floor_2',
  '5': 'half_up_0',
};

// Ceil and floor act on the magnitude (away from / toward zero), so a negative reversal line
// rounds to exactly the opposite of the line it reverses; half-up is likewise away from zero at .5.
const PLACES: Record<RoundingMode, [number, Decimal.Rounding]> = {
  half_up_2: [2, Dec.ROUND_HALF_UP],
  half_up_1: [1, Dec.ROUND_HALF_UP],
  ceil_2: [2, Dec.ROUND_UP],
  floor_2: [2, Dec.ROUND_DOWN],
  half_up_0: [0, Dec.ROUND_HALF_UP],
};

/** Rounds a value (元, any precision) once by the mode; returns a Dec. */
export function roundDec(value: string | Dec, mode: RoundingMode): Dec {
  const [places, rounding] = PLACES[mode];
  const rounded = dec(value).toDecimalPlaces(places, rounding);
  return rounded.isZero() ? new Dec(0) : rounded;
}

/** Rounds a value (元, any precision) once by the mode; text with exactly 2 decimals ("205.78", "206.00"; never "-0.00"). */
export function roundAmount(value: string | Dec, mode: RoundingMode = 'half_up_2'): string {
  return roundDec(value, mode).toFixed(2);
}
