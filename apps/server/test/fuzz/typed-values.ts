import { pathParams, type Endpoint, type Role } from '@pm/contracts';
import type { z } from 'zod';
import { recordBindings } from '../../src/features';
import { registeredEndpoints } from '../../src/http/endpoint-registry';
import { callerOf, fieldSample, sampleObject, type Caller, type ZodLike } from './fuzz-targets';

// The typed pass of the fuzz suite: where a contract field is an integer, a month or a day, the
// values a careless or hostile client sends in its place. JSON true was once taken as id 1 and
// stored, "0999-12" reached PostgreSQL as a month: each of these must be a 400 naming the field.

/** What one typed field gets instead of a good value. */
const BAD = {
  /** Integers (ids, pages, counts): a JSON boolean or text that is not canonical decimal. */
  integer: [true, false, '1abc', ' 1', '1.0', '1e0', '0x1'],
  /** The same in a path or query string, where everything is text. */
  integerText: ['true', '1abc', '1.0', '1e0', '0x1', '01'],
  /** A record's reference field: the engine trims a spreadsheet cell, so ' 1' is 1 there. */
  recordRef: [true, false, '1abc', '1.0', '1e0', '0x1'],
  month: ['0000-01', '0999-12', '1899-12', '2101-01'],
  day: ['0000-01-01', '0999-12-31', '1899-12-31', '2101-01-01'],
} as const;

type Kind = 'integer' | 'month' | 'day' | 'recordRef';

/** One request: a good sample with one typed field replaced by a bad value. */
export interface TypedCase {
  method: Endpoint['method'];
  url: string;
  role: Caller | undefined;
  body: Record<string, unknown> | undefined;
  /** The field path the 400 must name ("houseId", "lines.0.subjectId"). */
  field: string;
  value: unknown;
}

const accepts = (schema: ZodLike, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;

/** The field's kind, from what its schema takes: a whole number (not 7.5, not a word), a real month, a real day. */
function kindOf(schema: ZodLike): Kind | undefined {
  if (accepts(schema, 'abc') || accepts(schema, {})) return undefined;
  if (accepts(schema, 7) && accepts(schema, 12) && !accepts(schema, 7.5)) return 'integer';
  if (accepts(schema, '2026-06') && !accepts(schema, '2026-13')) return 'month';
  if (accepts(schema, '2026-06-30') && !accepts(schema, '2026-02-30')) return 'day';
  return undefined;
}

function unwrap(schema: ZodLike): ZodLike {
  const def = schema._zod?.def;
  if (def && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type ?? '') && def.innerType)
    return unwrap(def.innerType);
  return schema;
}

/** Each typed field of an object schema, nested objects of arrays included: its path, kind and a body holding it. */
function typedFields(
  shape: Record<string, ZodLike>,
  sample: Record<string, unknown>,
): { path: string; kind: Kind; place: (value: unknown) => Record<string, unknown> }[] {
  const out: { path: string; kind: Kind; place: (value: unknown) => Record<string, unknown> }[] = [];
  for (const [key, raw] of Object.entries(shape)) {
    const schema = unwrap(raw);
    const def = schema._zod?.def;
    if (def?.type === 'array' && def.element) {
      const element = unwrap(def.element);
      const kind = kindOf(element);
      if (kind) out.push({ path: `${key}.0`, kind, place: (v) => ({ ...sample, [key]: [v] }) });
      else if (element._zod?.def?.type === 'object') {
        const item = sampleObject(element);
        for (const inner of typedFields(element._zod.def.shape ?? {}, item))
          out.push({ path: `${key}.0.${inner.path}`, kind: inner.kind, place: (v) => ({ ...sample, [key]: [inner.place(v)] }) });
      }
      continue;
    }
    const kind = kindOf(schema);
    if (kind) out.push({ path: key, kind, place: (v) => ({ ...sample, [key]: v }) });
  }
  return out;
}

/** A path segment from a sample value (a number or text; anything else is 1). */
const segment = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '1');

const queryOf = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/** Every typed field of every registered endpoint, each with each bad value of its kind. */
export function typedCases(): TypedCase[] {
  const cases: TypedCase[] = [];
  for (const endpoint of registeredEndpoints()) {
    const endpointRole = callerOf(endpoint);
    const shape = (endpoint.input as unknown as ZodLike)._zod?.def?.shape ?? {};
    const params = pathParams(endpoint.path);
    const inUrl = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    for (const { key, path, sample, role: recordRole } of expand(endpoint)) {
      const role = recordRole ?? endpointRole;
      const goodPath = params.reduce((p, name) => p.replace(`:${name}`, segment(sample[name])), path);
      const rest = Object.fromEntries(Object.entries(sample).filter(([k]) => !params.includes(k)));
      const request = (body: Record<string, unknown>, url = goodPath) =>
        inUrl ? { url: `${url}${Object.keys(body).length ? `?${queryOf(body)}` : ''}`, body: undefined } : { url, body };
      // Path params: text only.
      for (const name of params) {
        const schema = shape[name];
        if (!schema || kindOf(unwrap(schema)) !== 'integer') continue;
        for (const value of BAD.integerText) {
          const url = params.reduce((p, n) => p.replace(`:${n}`, n === name ? encodeURIComponent(value) : segment(sample[n])), path);
          cases.push({ method: endpoint.method, role, field: name, value, ...request(rest, url) });
        }
      }
      const fields = key ? recordFields(key, rest) : typedFields(shape, rest).filter((f) => !params.includes(f.path));
      for (const field of fields) {
        const values = field.kind === 'integer' && inUrl ? BAD.integerText : BAD[field.kind];
        for (const value of values) cases.push({ method: endpoint.method, role, field: field.path, value, ...request(field.place(value)) });
      }
    }
  }
  return cases;
}

/** An endpoint once, or a record endpoint once per record type the app binds (its fields in the sample). */
function expand(endpoint: Endpoint): { key: string | undefined; role?: Role | undefined; path: string; sample: Record<string, unknown> }[] {
  const base = sampleObject(endpoint.input);
  if (!endpoint.path.startsWith('/api/records/:key')) return [{ key: undefined, path: endpoint.path, sample: base }];
  // A record's fields are checked alike on create and update; an update first needs the row's version.
  const creates = endpoint.method === 'POST' && endpoint.path === '/api/records/:key';
  return recordBindings
    .filter(({ def }) => !creates || !def.readOnly)
    .map(({ def }) => ({
      key: creates ? def.key : undefined,
      role: creates ? (def.writeRoles[0] ?? 'emp') : undefined,
      path: endpoint.path.replace(':key', def.key),
      sample: {
        ...base,
        ...(creates
          ? Object.fromEntries(Object.entries(def.fields).filter(([, f]) => !f.readOnly).map(([n, f]) => [n, fieldSample(f)]))
          : {}),
      },
    }));
}

/** A record type's reference, file and date fields (the engine checks them, not a zod schema). */
function recordFields(key: string, sample: Record<string, unknown>) {
  const binding = recordBindings.find((b) => b.def.key === key);
  if (!binding) return [];
  return Object.entries(binding.def.fields)
    .filter(([, f]) => !f.readOnly && (f.kind === 'ref' || f.kind === 'file' || (f.kind === 'date' && !f.withTime)))
    .map(([name, f]) => ({
      path: name,
      kind: f.kind === 'date' ? ('day' as const) : ('recordRef' as const),
      place: (v: unknown) => ({ ...sample, [name]: v }),
    }));
}
