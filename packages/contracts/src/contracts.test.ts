import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { pathParams, type Endpoint } from './core/endpoint';

function isEndpoint(value: unknown): value is Endpoint {
  const v = value as Partial<Endpoint> | null;
  return typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string' && v.input instanceof z.ZodType;
}

/** Every endpoint exported by the contracts package, found through the per-area endpoint maps too. */
function allEndpoints(): Endpoint[] {
  const found = new Set<Endpoint>();
  for (const value of Object.values(contracts)) {
    if (isEndpoint(value)) found.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) if (isEndpoint(inner)) found.add(inner);
  }
  return [...found];
}

describe('the endpoint table', () => {
  const endpoints = allEndpoints();

  it('has endpoints', () => expect(endpoints.length).toBeGreaterThan(0));

  it('declares each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))('%s: path under /api, params in the input, a summary', (_k, e) => {
    expect(e.path.startsWith('/api/')).toBe(true);
    expect(e.summary.length).toBeGreaterThan(0);
    const shape = (e.input as z.ZodObject).shape as Record<string, unknown> | undefined;
    for (const name of pathParams(e.path)) expect(shape && name in shape, `${name} in input`).toBe(true);
  });
});
