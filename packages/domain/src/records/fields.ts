import { BUSINESS_YEARS_MESSAGE, isBusinessYear, isDateText, isIdNumber, isMobile, isPhone } from '../validation/formats';
import { BAD_CHARACTERS_MESSAGE, charLength, hasBadCharacters } from '../validation/text';
import { dec } from '../money/decimal';

/** A label in both interface languages. */
export interface Label {
  cn: string;
  tw: string;
}

/**
 * The kinds a record field can have, and how its value travels in JSON:
 * text → string; number → number; money → decimal string ("12.50", never a float);
 * date → "YYYY-MM-DD" (withTime: "YYYY-MM-DD HH:mm"); enum → string code of a dictionary item;
 * ref → id (number) of another record; file → id (number) of an uploaded file; bool → boolean.
 * An empty value is null.
 */
export type FieldKind = 'text' | 'number' | 'money' | 'date' | 'enum' | 'ref' | 'file' | 'bool';

interface FieldBase {
  label: Label;
  /** Must have a value on create, update and import. */
  required?: boolean;
  /** No two live records of one company share the value. */
  unique?: boolean;
  /** Shown, never written by the client (set by the server or a hook). */
  readOnly?: boolean;
  /** Not shown in the form or list (kept for import/export and hooks). */
  hidden?: boolean;
  /** Default value for a new record in the form. */
  defaultValue?: string | number | boolean;
}
export interface TextField extends FieldBase {
  kind: 'text';
  /** Maximum length in characters (default 200). */
  max?: number;
  min?: number;
  multiline?: boolean;
  /** Rich text: HTML written in the editor, shown sanitised. */
  html?: boolean;
  /**
   * A format rule: spec section 5's mobile (a number that signs in or gets SMS) and ID number, or a
   * contact phone (isPhone: mobile, landline with extension, 400/800).
   */
  format?: 'mobile' | 'idNumber' | 'phone';
}
export interface NumberField extends FieldBase {
  kind: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
  /** Decimals allowed (default 0 for integer, 4 otherwise). */
  scale?: number;
  /** A value below zero is a warning the user must see (shown in red in the list and the detail). */
  warnNegative?: boolean;
}
export interface MoneyField extends FieldBase {
  kind: 'money';
  /** 2 (default) or 4 decimals. */
  scale?: 2 | 4;
  /** Refuse negative amounts (default true). */
  nonNegative?: boolean;
}
export interface DateField extends FieldBase {
  kind: 'date';
  withTime?: boolean;
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  /** Dictionary code (see dictionaries.ts); the value is one of its item values. */
  dict: string;
}
export interface RefField extends FieldBase {
  kind: 'ref';
  /** Key of the referenced record type; the id must be a live record of the caller's company. */
  record: string;
  /**
   * Narrows the choice by another field of the same form: only records whose `target` field equals
   * this form's `field` value (a house's building within its estate: { field: 'estateId', target: 'estateId' }).
   */
  narrowBy?: { field: string; target: string };
}
export interface FileField extends FieldBase {
  kind: 'file';
}
export interface BoolField extends FieldBase {
  kind: 'bool';
}
export type FieldDef = TextField | NumberField | MoneyField | DateField | EnumField | RefField | FileField | BoolField;
export type FieldValue = string | number | boolean | null;

/** Text of a scalar value (string, number, boolean, bigint); '' for anything else. */
export function textOf(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return value instanceof Date ? value.toISOString() : '';
  }
}

/** Decimal text with at most `scale` decimals and 12 integer digits: the money/numeric rule. */
export function isDecimalText(value: string, scale: number): boolean {
  const re = scale > 0 ? new RegExp(`^-?\\d{1,12}(\\.\\d{1,${scale}})?$`) : /^-?\d{1,12}$/;
  return re.test(value);
}

/**
 * Normalises a raw value (from JSON or a spreadsheet cell) to the field's JSON value, or returns
 * an error message (Chinese) naming no field; the caller prefixes the label.
 * Enum membership and reference existence need data and are checked by the engine.
 */
export function normaliseFieldValue(field: FieldDef, raw: unknown): { value: FieldValue } | { error: string } {
  // An emptied rich-text editor still holds markup such as <p></p>: that is no text either.
  const blankHtml = field.kind === 'text' && field.html === true && typeof raw === 'string' && isBlankHtml(raw);
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || blankHtml) {
    return field.required ? { error: '不能为空' } : { value: null };
  }
  if (typeof raw === 'object' && !(raw instanceof Date)) return { error: '格式不正确' };
  if (typeof raw === 'string' && hasBadCharacters(raw)) return { error: BAD_CHARACTERS_MESSAGE };
  switch (field.kind) {
    case 'text': {
      const text = textOf(raw).trim();
      const max = field.max ?? 200;
      const length = charLength(text);
      if (length > max) return { error: `最多${max}个字符` };
      if (field.min !== undefined && length < field.min) return { error: `最少${field.min}个字符` };
      if (field.format === 'mobile' && !isMobile(text)) return { error: '手机号格式不正确' };
      if (field.format === 'idNumber' && !isIdNumber(text)) return { error: '证件号码格式不正确' };
      // The label comes first: 联系电话格式不正确.
      if (field.format === 'phone' && !isPhone(text)) return { error: '格式不正确' };
      return { value: text };
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(textOf(raw).trim());
      if (!Number.isFinite(n)) return { error: '必须是数字' };
      const scale = field.scale ?? (field.integer ? 0 : 4);
      if (field.integer && !Number.isInteger(n)) return { error: '必须是整数' };
      if (!isDecimalText(String(n), scale)) return { error: `最多${scale}位小数` };
      if (field.min !== undefined && n < field.min) return { error: `不能小于${field.min}` };
      if (field.max !== undefined && n > field.max) return { error: `不能大于${field.max}` };
      return { value: n };
    }
    case 'money': {
      // Numbers from spreadsheets arrive as JS numbers; they are read back as decimal text.
      const text = typeof raw === 'number' ? textOf(raw) : textOf(raw).trim().replace(/,/g, '');
      const scale = field.scale ?? 2;
      if (!isDecimalText(text, scale)) return { error: `金额格式不正确（最多${scale}位小数）` };
      if ((field.nonNegative ?? true) && text.startsWith('-')) return { error: '金额不能为负数' };
      return { value: text };
    }
    case 'date': {
      const text =
        raw instanceof Date
          ? raw
              .toISOString()
              .slice(0, field.withTime ? 16 : 10)
              .replace('T', ' ')
          : textOf(raw).trim();
      if (!isDateText(text)) return { error: '日期格式不正确（YYYY-MM-DD）' };
      if (!field.withTime && text.length > 10) return { error: '日期格式不正确（YYYY-MM-DD）' };
      if (!isBusinessYear(text)) return { error: BUSINESS_YEARS_MESSAGE };
      return { value: text };
    }
    case 'enum':
      return { value: textOf(raw).trim() };
    case 'ref':
    case 'file': {
      // A number, or the decimal text of one (a spreadsheet cell, trimmed); never true, "1.0", "1e0" or "0x1".
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[1-9]\d*$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
      if (!Number.isSafeInteger(n) || n <= 0) return { error: '必须是有效的编号' };
      return { value: n };
    }
    case 'bool': {
      if (typeof raw === 'boolean') return { value: raw };
      const text = textOf(raw).trim();
      if (['1', 'true', '是', 'Y', 'y'].includes(text)) return { value: true };
      if (['0', 'false', '否', 'N', 'n'].includes(text)) return { value: false };
      return { error: '必须是“是”或“否”' };
    }
  }
}

/** HTML with no words and no picture or table in it (what an emptied rich-text editor leaves). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|table|hr)\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
}

/**
 * Whether a field holds a code people read in number order (house 101 before 1001, 1-2 before
 * 1-10): a text field named `code` or ending in `Code` or `No` (planNo, complaintNo, plateNo).
 * Lists order such fields naturally.
 */
export function isCodeLike(name: string, field: FieldDef): boolean {
  return field.kind === 'text' && !field.multiline && !field.html && (name === 'code' || /(Code|No)$/.test(name));
}

/** A number field that takes decimals (an area, a rate, hours): answered as decimal text, never a JSON float. */
export function isDecimalNumberField(field: FieldDef): boolean {
  return field.kind === 'number' && field.integer !== true;
}

/** A stored decimal number (the column's text, or the driver's number) as decimal text with the field's scale. */
export function decimalNumberText(field: NumberField, value: string | number): string {
  // A driver's number as its plain decimal expansion (String(1e-7) is exponent notation).
  return dec(typeof value === 'number' ? value.toFixed(20) : value.trim()).toFixed(field.scale ?? 4);
}
