import { z } from 'zod';

// Decimal values as they travel: text, never a JSON float (docs/decisions.md, charging). One declaration of each.

/** Decimal text with at most `scale` decimals (a JSON number is taken as its text); label names the field. */
export const decimalText = (label: string, scale: 2 | 4, opts: { negative?: boolean; positive?: boolean } = {}) =>
  z
    .union([z.string(), z.number()], { error: `${label}必须是数字` })
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), { error: `${label}必须是数字`, abort: true })
    .refine((v) => !/\.\d*$/.test(v) || (v.split('.')[1] ?? '').length <= scale, { error: `${label}最多${scale}位小数`, abort: true })
    .refine((v) => (v.replace('-', '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length <= 10, { error: `${label}超出范围`, abort: true })
    .refine((v) => opts.negative || !v.startsWith('-'), { error: `${label}不能为负数`, abort: true })
    .refine((v) => !opts.positive || /[1-9]/.test(v), { error: `${label}必须大于0` });

/** An amount as answered: decimal text with 2 decimals (negative for reversals). */
export const Money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A price or quantity as answered: decimal text with up to 4 decimals. */
export const Decimal4 = z.string().regex(/^-?\d+(\.\d{1,4})?$/);
/** An area (㎡) as answered: decimal text with 2 decimals. */
export const AreaText = z.string().regex(/^\d+\.\d{2}$/);
/** A rate as a fraction, as answered: "0.06", "0.13", "0". */
export const RateText = z.string().regex(/^\d(\.\d{1,4})?$/);
