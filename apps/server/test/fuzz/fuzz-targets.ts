import { pathParams, type Endpoint, type FieldDef, type Role } from '@pm/contracts';
import { recordBindings } from '../../src/features';
import { registeredEndpoints } from '../../src/http/endpoint-registry';


/** Who calls: a staff role, or an owner of the portal (业主端) for `auth: 'owner'` endpoints. */
export type Caller = Role | 'owner';

/** The caller an endpoint is fuzzed as: none for a public one. */
export function callerOf(endpoint: Endpoint): Caller | undefined {
  if (endpoint.auth === 'public') return undefined;
  if (endpoint.auth === 'owner') return 'owner';
  return endpoint.roles?.[0] ?? 'emp';
}

/** One write endpoint to fuzz, with a plausible body the mutations start from. */
export interface FuzzTarget {
  method: Endpoint['method'];
  /** The path with `:key` filled for record endpoints; other params stay `:name`. */
  path: string;
  /** The caller's role, or undefined for a public endpoint (no session). */
  role: Caller | undefined;
  raw: boolean;
  sample: Record<string, unknown>;
}

export type ZodLike = {
  _zod?: {
    def?: {
      type?: string;
      innerType?: ZodLike;
      shape?: Record<string, ZodLike>;
      entries?: Record<string, string>;
      in?: ZodLike;
      out?: ZodLike;
      element?: ZodLike;
      options?: ZodLike[];
    };
  };
};

/** A plausible text for a field, guessed from its name, so a mutation of one field gets past the others. */
function textFor(key: string): string {
  if (/mobile|phone|tel|caller|callee|number/i.test(key)) return '13812345678';
  if (/email/i.test(key)) return 'fuzz@example.cn';
  if (/period|month/i.test(key)) return '2026-06';
  if (/date|day|from|to$/i.test(key)) return '2026-06-30';
  if (/share/i.test(key)) return '50';
  if (/^(ids)$/i.test(key)) return '1,2';
  return `测试${key}`;
}

/** A plausible value of a zod schema (the contract's own examples would be better; these only start the mutations). */
export function sampleOf(schema: ZodLike, depth = 0, key = ''): unknown {
  const def = schema._zod?.def;
  switch (def?.type) {
    case 'string':
      return textFor(key);
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? '1';
    case 'optional':
    case 'default':
    case 'nullable':
    case 'catch':
    case 'readonly':
    case 'prefault':
      return def.innerType ? sampleOf(def.innerType, depth, key) : null;
    case 'pipe':
      // A preprocess (integers, flags) takes what its inner schema takes.
      if (def.in?._zod?.def?.type === 'transform') return def.out ? sampleOf(def.out, depth, key) : null;
      return def.in ? sampleOf(def.in, depth, key) : null;
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], depth, key) : '1';
    case 'array':
      return [];
    case 'object':
      return depth < 3 ? sampleObject(schema, depth + 1) : {};
    default:
      return '1';
  }
}

export function sampleObject(schema: ZodLike, depth = 0): Record<string, unknown> {
  const shape = schema._zod?.def?.shape ?? {};
  return Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, sampleOf(s, depth, key)]));
}

export function fieldSample(field: FieldDef): unknown {
  switch (field.kind) {
    case 'text':
      return field.format === 'mobile' ? '13812345678' : '测试文本';
    case 'number':
      return 1;
    case 'money':
      return '12.50';
    case 'date':
      return field.withTime ? '2026-06-30 09:30' : '2026-06-30';
    case 'enum':
      return '1';
    case 'ref':
    case 'file':
      return 1;
    case 'bool':
      return true;
  }
}

/** Every POST/PUT/DELETE endpoint the app registered; the record engine's once per record key. */
export function writeTargets(): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const endpoint of registeredEndpoints()) {
    if (endpoint.method === 'GET') continue;
    const role = callerOf(endpoint);
    const params = new Set(pathParams(endpoint.path));
    const sample = Object.fromEntries(
      Object.entries(sampleObject(endpoint.input as ZodLike)).filter(([key]) => !params.has(key)),
    );
    if (!params.has('key') || !endpoint.path.startsWith('/api/records/')) {
      targets.push({ method: endpoint.method, path: endpoint.path, role, raw: endpoint.raw === true, sample });
      continue;
    }
    // The record types the app binds (features.ts), as its engine serves them.
    for (const { def } of recordBindings) {
      const fields = Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => !f.readOnly)
          .map(([name, f]) => [name, fieldSample(f)]),
      );
      targets.push({
        method: endpoint.method,
        path: endpoint.path.replace(':key', def.key),
        role: def.writeRoles[0] ?? 'emp',
        raw: endpoint.raw === true,
        sample: { ...sample, ...fields },
      });
    }
  }
  return targets;
}
