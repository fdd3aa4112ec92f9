import { describe, expect, test } from 'vitest';
import { decide, NOT_BOUGHT_MSG, NOT_GRANTED_MSG, STATE_NOT_FOR_ROLE, type GrantedFunctions } from './rights-rule';

const granted = (states: Record<string, number>, readOnlyOpens: boolean, all = false): GrantedFunctions => ({
  all,
  states: new Map(Object.entries(states)),
  readOnlyOpens,
  titles: new Map([
    ['post', '凭证登账'],
    ['entry', '凭证录入'],
  ]),
});

describe('a person may use a function as their menu shows it', () => {
  test.each([
    // states, readOnlyOpens, functions, access, allowed
    [{ post: 3 }, false, ['post'], 'write', true],
    [{ post: 3 }, false, ['post'], 'read', true],
    [{ post: 1 }, false, ['post'], 'write', false],
    [{ post: 1 }, false, ['post'], 'read', false],
    [{ post: 1 }, true, ['post'], 'read', true],
    [{ post: 1 }, true, ['post'], 'write', false],
    [{}, true, ['post'], 'read', false],
    [{ post: STATE_NOT_FOR_ROLE }, true, ['post'], 'read', false],
    [{ post: 1, entry: 3 }, false, ['post', 'entry'], 'write', true],
    [{ entry: 3 }, false, ['post'], 'read', false],
  ] as const)('%j readOnlyOpens=%s %j %s → %s', (states, readOnlyOpens, functions, access, allowed) => {
    expect(decide(granted(states, readOnlyOpens), functions, access).allowed).toBe(allowed);
  });

  test('super may use everything', () => {
    expect(decide(granted({}, false, true), ['post'], 'write').allowed).toBe(true);
  });

  test('says whether the function was not bought or not granted, naming it', () => {
    expect(decide(granted({}, false), ['post'], 'write')).toEqual({ allowed: false, reason: 'not-bought', msg: `${NOT_BOUGHT_MSG}（凭证登账）` });
    expect(decide(granted({ post: 1 }, false), ['post'], 'write')).toEqual({ allowed: false, reason: 'not-granted', msg: `${NOT_GRANTED_MSG}（凭证登账）` });
    expect(decide(granted({ post: STATE_NOT_FOR_ROLE }, true), ['post'], 'read')).toMatchObject({ reason: 'not-granted' });
  });
});
