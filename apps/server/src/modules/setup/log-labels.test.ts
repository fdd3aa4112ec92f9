import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRecord, LOG_SUBJECTS, logActionLabel, logSubjectKeys, logSubjectLabel } from '@pm/contracts';
import { SETTLE_TYPES } from '@pm/domain';

// 系统日志 and 导出登记 show names, never raw keys: every subject key and action the server's source
// writes to the operation log (or registers an export under) has a name.

const SERVER_SRC = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.includes('.test.') ? [p] : [];
  });
}

/** Quoted literals of an expression, leaving out those compared against (`mode === 'deleted' ? …`). */
const literals = (expr: string): string[] =>
  [...expr.matchAll(/(===?\s*)?'([\w-]+)'/g)].filter((m) => !m[1]).map((m) => m[2]!);

function written(): { keys: Set<string>; actions: Set<string> } {
  const keys = new Set<string>();
  const actions = new Set<string>();
  for (const file of sources(SERVER_SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/recordKey:\s*'([\w-]+)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/(?:LOG_KEY|READINGS_KEY|_LOG_KEY)\s*=\s*'([\w-]+)'/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/\baction:\s*([^,}\n]+)/g)) for (const a of literals(m[1]!)) actions.add(a);
    for (const m of text.matchAll(/type MoveAction\s*=\s*([^;]+);/g)) for (const a of literals(m[1]!)) actions.add(a);
  }
  return { keys, actions };
}

describe('operation log names', () => {
  const { keys, actions } = written();

  it('finds the keys and actions the server writes (the scan itself works)', () => {
    expect(keys).toContain('accounting-voucher');
    expect(keys).toContain('settle-payments');
    expect(actions).toContain('post');
    expect(actions).toContain('denied');
    expect(actions).not.toContain('deleted');
  });

  it('names every subject key', () => {
    const raw = [...keys].filter((k) => logSubjectLabel(k).cn === k);
    expect(raw).toEqual([]);
  });

  it('names every action, and a payment by its settle type', () => {
    const raw = [...actions].filter((a) => logActionLabel(a).cn === a);
    expect(raw).toEqual([]);
    for (const t of SETTLE_TYPES) expect(logActionLabel(`settle-${t.code}`).cn).toBe(`结算：${t.name}`);
    expect(logActionLabel('settle-14').tw).toBe('結算：沖紅');
    expect(logActionLabel('post')).toEqual({ cn: '登账', tw: '登帳' });
  });

  it('names the document lists a 公文 export is registered under', () => {
    for (const list of ['todo', 'dealt', 'processing']) expect(logSubjectLabel(`workflow-${list}`).cn).not.toContain('workflow');
  });
});

describe('the subject list of 系统日志 and 导出登记', () => {
  it('holds each subject once (a record type is not listed again as a subject)', () => {
    const keys = logSubjectKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(LOG_SUBJECTS).filter((k) => findRecord(k))).toEqual([]);
  });
});
