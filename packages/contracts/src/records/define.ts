import { z } from 'zod';
import type { MenuFunction } from '../core/menu-functions';
import {
  normaliseFieldValue,
  type BoolField,
  type DateField,
  type DictionaryDef,
  type EnumField,
  type FieldDef,
  type FileField,
  type Label,
  type MoneyField,
  type NumberField,
  type RefField,
  type TextField,
} from '@pm/domain';
import type { Role } from '../core/endpoint';

export type { FieldDef, Label, DictionaryDef } from '@pm/domain';

type Opts<F> = Omit<F, 'kind' | 'label'>;
const cnTw = (label: Label | string): Label => (typeof label === 'string' ? { cn: label, tw: label } : label);

/** Field builders: `f.text({ cn: '名称', tw: '名稱' }, { required: true, max: 50 })`. */
export const f = {
  text: (label: Label | string, o: Opts<TextField> = {}): TextField => ({ kind: 'text', label: cnTw(label), ...o }),
  number: (label: Label | string, o: Opts<NumberField> = {}): NumberField => ({ kind: 'number', label: cnTw(label), ...o }),
  money: (label: Label | string, o: Opts<MoneyField> = {}): MoneyField => ({ kind: 'money', label: cnTw(label), ...o }),
  date: (label: Label | string, o: Opts<DateField> = {}): DateField => ({ kind: 'date', label: cnTw(label), ...o }),
  enum: (label: Label | string, dict: string, o: Omit<Opts<EnumField>, 'dict'> = {}): EnumField => ({ kind: 'enum', label: cnTw(label), dict, ...o }),
  ref: (label: Label | string, record: string, o: Omit<Opts<RefField>, 'record'> = {}): RefField => ({ kind: 'ref', label: cnTw(label), record, ...o }),
  file: (label: Label | string, o: Opts<FileField> = {}): FileField => ({ kind: 'file', label: cnTw(label), ...o }),
  bool: (label: Label | string, o: Opts<BoolField> = {}): BoolField => ({ kind: 'bool', label: cnTw(label), ...o }),
};

export type Fields = Record<string, FieldDef>;

export interface RecordDecl<F extends Fields = Fields> {
  /** The record key: REST path segment, menu component `record/<key>/index`, i18n key. */
  key: string;
  /** The screen title (the menu title of shared design point 3). */
  title: Label;
  fields: F;
  /** The field shown when another record references this one (select options, list labels). */
  display: keyof F & string;
  list: {
    /** List columns in order. */
    columns: (keyof F & string)[];
    /** Filter inputs above the list: text → contains; enum/ref/number/bool → equals; date → from/to. */
    filters: (keyof F & string)[];
    /** Columns the list may be sorted by; the first entry of `defaultSort` applies when none is asked. */
    sortable: (keyof F & string)[];
    defaultSort: { field: keyof F & string; order: 'asc' | 'desc' };
  };
  /** Form fields in order (default: every field not hidden and not readOnly). */
  form?: (keyof F & string)[];
  /** When a referenced record is deleted it is marked deleted (kept for history) instead of removed. */
  softDelete: boolean;
  /** No create, update, delete or import through the engine (views such as companies, staff, system log). */
  readOnly?: boolean;
  /** Roles that may read; default ['emp', 'sa']. */
  readRoles?: readonly Role[];
  /** Roles that may write; default ['emp', 'sa']. */
  writeRoles?: readonly Role[];
  /**
   * Functions of other screens that list these records too (the record's own menu item `record/<key>/index` always
   * may): e.g. 仪表设置 lists the meters. They read; writing stays with the record's own item.
   */
  readBy?: readonly MenuFunction[];
  /**
   * The function of the menu item that shows these records as a tab of a hand-written screen instead of the record
   * screen (派工管理 opens the work-order board; its 派工单 are the 历史派工单 tab): reads and writes follow it.
   */
  homeFunction?: MenuFunction;
  /** Excel import offered (default true unless readOnly). */
  importable?: boolean;
  /** Excel export offered (default true). */
  exportable?: boolean;
  /** Client-side behaviour flags (pure data; the generic screen acts on them). */
  client?: {
    /**
     * While editing a row whose `field` is below `below`, the screen sets sessionStorage `flagKey` = '1'
     * and stores the edited row as JSON in `rowKey`. Saving or giving up removes both; closing the form
     * after changing something keeps them as a draft the screen offers again. Closing the screen's tab
     * while the flag holds asks `closeQuestion`; giving up there removes both too.
     */
    editFlag?: { field: keyof F & string; below: number; flagKey: string; rowKey: string; closeQuestion: string };
  };
}

/**
 * The JSON value of a field of kind K, as `normaliseFieldValue` yields it (and the table stores it):
 * text, money (decimal text), date ("YYYY-MM-DD", with time "YYYY-MM-DD HH:mm") and enum (the
 * item's code) are strings; number, ref and file (ids) are numbers; bool is a boolean. Empty is null.
 */
export type FieldValueOf<D extends FieldDef> = D extends { kind: 'text' | 'money' | 'date' | 'enum' }
  ? string | null
  : D extends { kind: 'number' | 'ref' | 'file' }
    ? number | null
    : D extends { kind: 'bool' }
      ? boolean | null
      : never;

/** Every field of a declaration with its value type. */
export type RecordValues<F extends Fields> = { -readonly [K in keyof F & string]: FieldValueOf<F[K]> };

/**
 * A declaration after `defineRecord`. `F` keeps the field names and kinds, so rules get typed values;
 * the default (`Fields`) erases them, so every record type fits in one list.
 */
export interface RecordDef<F extends Fields = Fields> extends RecordDecl<F> {
  /** Create / update body: every writable field; unknown keys are dropped; messages name the label. */
  values: z.ZodType<Partial<RecordValues<F>>>;
  /** One row as the API answers it. */
  row: z.ZodType<RecordRow>;
  readRoles: readonly Role[];
  writeRoles: readonly Role[];
  importable: boolean;
  exportable: boolean;
  form: (keyof F & string)[];
}

/** A row as every record endpoint answers it: id, field values, labels of enum/ref/file values, audit. */
export interface RecordRow {
  id: number;
  /** Bumped by every update; an update sends back the version it was based on. */
  version: number;
  [field: string]: unknown;
  labels: Record<string, string>;
  createdAt: string;
  createdBy: number | null;
  updatedAt: string;
  updatedBy: number | null;
}

/** Keys every row and update body carry beside the fields. */
const RESERVED_FIELDS = ['id', 'version', 'labels'] as const;

export const DEFAULT_RECORD_ROLES = ['emp', 'sa'] as const satisfies readonly Role[];

function fieldOutput(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'money':
    case 'date':
    case 'enum':
      return z.string().nullable();
    case 'number':
      // Areas, rates and hours travel as decimal text, like money; counts as integers.
      return field.integer === true ? z.number().nullable() : z.string().regex(/^-?\d+(\.\d+)?$/).nullable();
    case 'ref':
    case 'file':
      return z.number().nullable();
    case 'bool':
      return z.boolean().nullable();
  }
}

/** The zod schema of one field's input: the domain rule, with the label in the message. */
export function fieldInput(field: FieldDef): z.ZodType {
  return z.unknown().transform((raw, ctx) => {
    const result = normaliseFieldValue(field, raw);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: `${field.label.cn}${result.error}` });
      return z.NEVER;
    }
    return result.value;
  });
}

/** Declares a record type once; the server binding and the web screens build from it. */
export function defineRecord<F extends Fields>(decl: RecordDecl<F>): RecordDef<F> {
  const writable = Object.entries(decl.fields).filter(([, field]) => !field.readOnly);
  const values = z.object(Object.fromEntries(writable.map(([name, field]) => [name, fieldInput(field)])));
  const row = z
    .object({
      id: z.number(),
      version: z.number().int(),
      ...Object.fromEntries(Object.entries(decl.fields).map(([name, field]) => [name, fieldOutput(field)])),
      labels: z.record(z.string(), z.string()),
      createdAt: z.string(),
      createdBy: z.number().nullable(),
      updatedAt: z.string(),
      updatedBy: z.number().nullable(),
    })
    .loose();
  for (const name of [decl.display, ...decl.list.columns, ...decl.list.filters, ...decl.list.sortable]) {
    if (!(name in decl.fields)) throw new Error(`record ${decl.key}: unknown field ${name}`);
  }
  for (const name of RESERVED_FIELDS)
    if (name in decl.fields) throw new Error(`record ${decl.key}: ${name} is not a field name (every row carries it)`);
  const readOnly = decl.readOnly ?? false;
  return {
    ...decl,
    // The object holds one fieldInput per writable field, each yielding FieldValueOf its kind.
    values: values as unknown as z.ZodType<Partial<RecordValues<F>>>,
    row: row,
    readRoles: decl.readRoles ?? DEFAULT_RECORD_ROLES,
    writeRoles: decl.writeRoles ?? DEFAULT_RECORD_ROLES,
    importable: decl.importable ?? !readOnly,
    exportable: decl.exportable ?? true,
    form:
      decl.form ??
      (Object.keys(decl.fields) as (keyof F & string)[]).filter(
        (k) => !decl.fields[k]?.hidden && !decl.fields[k]?.readOnly,
      ),
  };
}

/** What an area contributes to the catalogue: its record types and the dictionaries its enums use. */
export interface RecordModule {
  records: RecordDef[];
  dictionaries: DictionaryDef[];
}
