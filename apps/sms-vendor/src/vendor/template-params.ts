import type { Template } from '../options';
import { CODES, type SmsCode } from './errors';

/** 验证码 variable: 4–6 digits, or 4–6 letters and digits ([TPLR]). */
const CODE_VALUE = /^[A-Za-z0-9]{4,6}$/;
/** 通知 / 推广 variable length (chosen: the 35-character figure is community-only, note §5). */
export const MAX_NOTICE_VALUE = 35;
const URL_LIKE = /https?:\/\/|www\.|\.(?:com|cn|net)\b/i;

/** A JSON text of `{name: "string"}`; any other shape or a non-string value is isv.INVALID_JSON_PARAM (M5). */
export function parseParamObject(
  text: string | undefined,
): { ok: true; params: Record<string, string> } | { ok: false; refusal: SmsCode } {
  if (text === undefined || text.trim() === '') return { ok: true, params: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, refusal: CODES.invalidJson };
  }
  const params = stringObject(value);
  return params ? { ok: true, params } : { ok: false, refusal: CODES.invalidJson };
}

export function stringObject(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([, v]) => typeof v !== 'string')) return undefined;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The template's variables are all given, and each value fits the template's type. */
export function checkParams(template: Template, params: Readonly<Record<string, string>>): SmsCode | undefined {
  if (template.variables.some((v) => (params[v] ?? '') === '')) return CODES.missingParams;
  for (const name of template.variables) {
    const value = params[name] ?? '';
    if (template.type === '验证码') {
      if (!CODE_VALUE.test(value)) return CODES.invalidParams;
      continue;
    }
    if ([...value].length > MAX_NOTICE_VALUE) return CODES.paramLength;
    if (URL_LIKE.test(value)) return CODES.paramUrl;
  }
  return undefined;
}
