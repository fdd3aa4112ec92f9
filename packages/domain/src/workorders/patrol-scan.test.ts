import { describe, expect, it } from 'vitest';
import { patrolPointQrText } from '../patrol/patrol-points';
import { readPatrolCode, signedPatrolCode, type MacFunction } from './patrol-code';
import { patrolTaskOutcome } from './patrol-outcome';
import { checkInPatrolPoint, patrolNonceKeepUntil, type ScanContext } from './patrol-scan';
import type { PatrolTask } from './patrol-timing';

/** A keyed 64-bit FNV-1a: a stand-in with the MAC's shape (the server passes HMAC-SHA256). */
const fakeMac =
  (key: string): MacFunction =>
  (payload) => {
    let h = 0xcbf29ce484222325n;
    for (const ch of `${key}|${payload}`) h = ((h ^ BigInt(ch.codePointAt(0)!)) * 0x100000001b3n) & 0xffffffffffffffffn;
    return h.toString(16).padStart(16, '0') + 'tail';
  };
const mac = fakeMac('server-secret');
const cn = (text: string) => new Date(`${text}+08:00`);

const task = (overrides: Partial<PatrolTask> = {}): PatrolTask => ({
  companyId: 3,
  startsAt: cn('2026-03-09T08:00'),
  endsAt: cn('2026-03-09T09:00'),
  ordered: true,
  points: [
    { pointId: 'P12-1', seq: 1, version: 1, window: { start: '08:00', end: '08:30' } },
    { pointId: 'P12-2', seq: 2, version: 2 },
    { pointId: 'P12-3', seq: 3, version: 1 },
  ],
  scans: [],
  ...overrides,
});
const code = (pointId: string, version = 1, companyId = 3) => signedPatrolCode(companyId, pointId, version, mac);
const scanAt = (text: string, pointId = 'P12-1', version = 1, nonce = 'n0nce-1') => ({
  code: code(pointId, version),
  scannedAt: cn(text),
  nonce,
});
const ctx = (at: string, extra: Partial<ScanContext> = {}): ScanContext => ({
  receivedAt: cn(at),
  mac,
  nonceSeen: false,
  ...extra,
});

describe('the printed code', () => {
  it('keeps the existing QR text and adds the label version and a MAC', () => {
    const text = code('P12-2', 2);
    expect(text.startsWith(`${patrolPointQrText(3, 'P12-2')}:V2:`)).toBe(true);
    expect(readPatrolCode(text, mac)).toEqual({ ok: true, companyId: 3, pointId: 'P12-2', version: 2 });
  });

  it.each([
    ['the old unsigned text', patrolPointQrText(3, 'P12-2'), 'malformed'],
    ['another point’s MAC', code('P12-2', 2).replace('P12-2', 'P12-3'), 'bad_signature'],
    ['a raised version with the old MAC', code('P12-2', 1).replace(':V1:', ':V2:'), 'bad_signature'],
    ['a code signed with another key', signedPatrolCode(3, 'P12-2', 2, fakeMac('guess')), 'bad_signature'],
    ['a shortened MAC', code('P12-2', 2).slice(0, -1), 'bad_signature'],
  ])('refuses %s', (_name, text, reason) => {
    expect(readPatrolCode(text, mac)).toEqual({ ok: false, reason });
  });
});

// S9 (notes §6): point window 08:00–08:30; scans at 07:55 / 08:10 / 08:40 / none.
describe('golden case S9: 早到, 准时, 迟到, 未到 after 3 days', () => {
  it.each([
    ['2026-03-09T07:55', 'early', '40000'],
    ['2026-03-09T08:00', 'on_time', '60000'],
    ['2026-03-09T08:10', 'on_time', '60000'],
    ['2026-03-09T08:30', 'on_time', '60000'],
    ['2026-03-09T08:40', 'late', '50000'],
  ] as const)('a scan at %s is %s (%s)', (at, timing, hcCode) => {
    expect(checkInPatrolPoint(task(), scanAt(at), ctx(at))).toMatchObject({
      ok: true,
      pointId: 'P12-1',
      timing,
      hcCode,
    });
  });

  it('tolerances widen 准时', () => {
    expect(
      checkInPatrolPoint(task(), scanAt('2026-03-09T07:55'), ctx('2026-03-09T07:55', { earlyMinutes: 5 })),
    ).toMatchObject({ timing: 'on_time' });
  });

  it('no scan: pending until 3 days after the task, then 未到 (70000); the task is 已超时 with nothing scanned, 缺勤 with some', () => {
    expect(patrolTaskOutcome(task(), cn('2026-03-12T08:59')).state).toBe('not_started');
    expect(patrolTaskOutcome(task(), cn('2026-03-12T09:00'))).toEqual({
      state: 'timed_out',
      points: ['P12-1', 'P12-2', 'P12-3'].map((pointId) => ({ pointId, result: 'missed', hcCode: '70000' })),
    });
    const some = task({ scans: [{ pointId: 'P12-1', at: cn('2026-03-09T08:40') }] });
    expect(patrolTaskOutcome(some, cn('2026-03-09T08:41')).state).toBe('in_progress');
    expect(patrolTaskOutcome(some, cn('2026-03-12T09:00')).points[0]).toEqual({
      pointId: 'P12-1',
      result: 'late',
      hcCode: '50000',
    });
    expect(patrolTaskOutcome(some, cn('2026-03-12T09:00')).state).toBe('absent');
    const all = task({
      scans: ['P12-1', 'P12-2', 'P12-3'].map((pointId) => ({ pointId, at: cn('2026-03-09T08:20') })),
    });
    expect(patrolTaskOutcome(all, cn('2026-03-09T08:21')).state).toBe('done');
  });
});

describe('a check-in is refused, with a reason to store, when', () => {
  it.each<[string, PatrolTask, ReturnType<typeof scanAt>, ScanContext, string]>([
    [
      'the nonce is missing',
      task(),
      { ...scanAt('2026-03-09T08:10'), nonce: '' },
      ctx('2026-03-09T08:10'),
      '扫码记录缺少有效的随机串',
    ],
    [
      'the same submission comes again',
      task(),
      scanAt('2026-03-09T08:10'),
      ctx('2026-03-09T08:10', { nonceSeen: true }),
      '该扫码记录已提交过，请勿重复提交',
    ],
    [
      'the phone’s clock is more than 5 minutes off',
      task(),
      scanAt('2026-03-09T08:10'),
      ctx('2026-03-09T08:15:01'),
      '手机时间与服务器相差过大，请校准手机时间后重新扫码',
    ],
    [
      'the code is forged',
      task(),
      { ...scanAt('2026-03-09T08:10'), code: signedPatrolCode(3, 'P12-1', 1, fakeMac('x')) },
      ctx('2026-03-09T08:10'),
      '二维码无效，请扫描巡检点上的二维码',
    ],
    [
      'the code is another company’s',
      task(),
      { ...scanAt('2026-03-09T08:10'), code: code('P12-1', 1, 4) },
      ctx('2026-03-09T08:10'),
      '该二维码不属于本公司',
    ],
    [
      'the point is not on the task',
      task(),
      scanAt('2026-03-09T08:10', 'P13-1'),
      ctx('2026-03-09T08:10'),
      '该点位不在当前巡检任务中',
    ],
    [
      'the label was reprinted since',
      task(),
      scanAt('2026-03-09T08:10', 'P12-2', 1),
      ctx('2026-03-09T08:10'),
      '该二维码已作废，请扫描新打印的二维码',
    ],
    [
      'the point was scanned already',
      task({ scans: [{ pointId: 'P12-1', at: cn('2026-03-09T08:05') }] }),
      scanAt('2026-03-09T08:10'),
      ctx('2026-03-09T08:10'),
      '该点位已打卡，请勿重复扫描',
    ],
    [
      'the task closed 3 days after its end',
      task(),
      scanAt('2026-03-12T09:00'),
      ctx('2026-03-12T09:00'),
      '巡检任务已结束，不能再打卡',
    ],
  ])('%s', (_name, t, scan, c, message) => {
    expect(checkInPatrolPoint(t, scan, c)).toMatchObject({ ok: false, message });
  });

  it('keeps a nonce only as long as the clock window would let the submission through', () => {
    expect(patrolNonceKeepUntil(scanAt('2026-03-09T08:10')).toISOString()).toBe(cn('2026-03-09T08:15').toISOString());
  });
});

describe('route order', () => {
  it('flags a point scanned before earlier ones, naming those skipped, and the skipped one scanned later', () => {
    const first = checkInPatrolPoint(task(), scanAt('2026-03-09T08:10', 'P12-3'), ctx('2026-03-09T08:10'));
    expect(first).toMatchObject({ ok: true, outOfOrder: true, skipped: ['P12-1', 'P12-2'] });
    const after = task({ scans: [{ pointId: 'P12-3', at: cn('2026-03-09T08:10') }] });
    expect(
      checkInPatrolPoint(after, scanAt('2026-03-09T08:12', 'P12-2', 2, 'n0nce-2'), ctx('2026-03-09T08:12')),
    ).toMatchObject({
      ok: true,
      outOfOrder: true,
      skipped: ['P12-1'],
    });
  });

  it('in order: no flag; an unordered route never flags', () => {
    expect(checkInPatrolPoint(task(), scanAt('2026-03-09T08:10'), ctx('2026-03-09T08:10'))).toMatchObject({
      outOfOrder: false,
      skipped: [],
    });
    expect(
      checkInPatrolPoint(task({ ordered: false }), scanAt('2026-03-09T08:10', 'P12-3'), ctx('2026-03-09T08:10')),
    ).toMatchObject({
      outOfOrder: false,
      skipped: [],
    });
  });

  it('a night round’s 01:00–01:30 point falls on the morning after the task starts', () => {
    const night = task({
      startsAt: cn('2026-03-09T22:00'),
      endsAt: cn('2026-03-10T02:00'),
      points: [{ pointId: 'P12-1', seq: 1, version: 1, window: { start: '01:00', end: '01:30' } }],
    });
    expect(checkInPatrolPoint(night, scanAt('2026-03-10T01:10'), ctx('2026-03-10T01:10'))).toMatchObject({
      timing: 'on_time',
    });
    expect(checkInPatrolPoint(night, scanAt('2026-03-09T23:00'), ctx('2026-03-09T23:00'))).toMatchObject({
      timing: 'early',
    });
  });
});
