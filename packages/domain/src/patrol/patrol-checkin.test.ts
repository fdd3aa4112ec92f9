import { describe, expect, it } from 'vitest';
import { parsePatrolCode, patrolCodeMessage, patrolScanUrl, pointState, roundComplete, roundResult, scanVerdict, type ScanFacts } from './patrol-checkin';

const MAC = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('the patrol point code', () => {
  it.each([
    ['the bare code', `12.3.${MAC}`, { planId: 12, seq: 3, mac: MAC }],
    ['with blanks around it', `  12.3.${MAC}\n`, { planId: 12, seq: 3, mac: MAC }],
    ['the label URL', `https://wy.example.cn/m/patrol/scan?c=12.3.${MAC}`, { planId: 12, seq: 3, mac: MAC }],
    ['the URL with more parameters', `https://x/m/patrol/scan?from=wx&c=12.1.${MAC}#top`, { planId: 12, seq: 1, mac: MAC }],
    ['an encoded URL parameter', `/m/patrol/scan?c=7%2E2%2E${MAC}`, { planId: 7, seq: 2, mac: MAC }],
  ])('reads %s', (_, text, code) => {
    expect(parsePatrolCode(text)).toEqual(code);
  });

  it.each([
    ['the old static text', 'PMPATROL:C3:P12-2'],
    ['a short mac', '12.3.AbCd'],
    ['a long mac', `12.3.${MAC}x`],
    ['a mac with other characters', '12.3.AbCdEfGhIjKlMnOpQr+/'],
    ['plan 0', `0.3.${MAC}`],
    ['point 0', `12.0.${MAC}`],
    ['a leading zero', `012.3.${MAC}`],
    ['point 1000', `12.1000.${MAC}`],
    ['an empty c', '/m/patrol/scan?c='],
    ['a broken escape', '/m/patrol/scan?c=%E0%A4%A'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(parsePatrolCode(text)).toBeNull();
  });

  it('is carried by the label\'s URL, which reads back to the same code', () => {
    const url = patrolScanUrl('https://wy.example.cn/', `12.3.${MAC}`);
    expect(url).toBe(`https://wy.example.cn/m/patrol/scan?c=12.3.${MAC}`);
    expect(parsePatrolCode(url)).toEqual({ planId: 12, seq: 3, mac: MAC });
  });

  it('signs the company, the plan, the point\'s place and its name', () => {
    expect(patrolCodeMessage(3, 12, 2, '东门岗')).toBe('pm-patrol-point|v1|3|12|2|东门岗');
    expect(patrolCodeMessage(4, 12, 2, '东门岗')).not.toBe(patrolCodeMessage(3, 12, 2, '东门岗'));
  });
});

const plan = { inspectorId: 5, status: '1', startDate: '2026-11-01', endDate: '2026-11-30', pointCount: 4 };
const facts = (over: Partial<ScanFacts> = {}): ScanFacts => ({
  plan,
  seq: 1,
  macValid: true,
  callerStaffId: 5,
  today: '2026-11-15',
  checkedSeqs: [],
  ...over,
});

describe('the verdict of a scan', () => {
  it.each<[string, Partial<ScanFacts>, string, number[]]>([
    ['the first point of a fresh round', {}, '准时', []],
    ['the next point in order', { seq: 3, checkedSeqs: [1, 2] }, '准时', []],
    ['a point after a skipped one: accepted, flagged', { seq: 3, checkedSeqs: [1] }, '顺序不符', [2]],
    ['the last point first', { seq: 4 }, '顺序不符', [1, 2, 3]],
    ['the skipped point afterwards, in no order', { seq: 2, checkedSeqs: [1, 3] }, '准时', []],
    ['on the plan\'s first day', { today: '2026-11-01' }, '准时', []],
    ['on the plan\'s last day', { today: '2026-11-30' }, '准时', []],
    ['a plan of another company or deleted', { plan: null }, '二维码无效', []],
    ['a forged mac', { macValid: false }, '二维码无效', []],
    ['a point the plan does not have', { seq: 5 }, '二维码无效', []],
    ['a colleague\'s plan', { callerStaffId: 6 }, '非本人计划', []],
    ['a caller without a staff record', { callerStaffId: null }, '非本人计划', []],
    ['a paused plan', { plan: { ...plan, status: '2' } }, '不在计划期', []],
    ['an ended plan', { plan: { ...plan, status: '3' } }, '不在计划期', []],
    ['the day before the plan', { today: '2026-10-31' }, '不在计划期', []],
    ['the day after the plan', { today: '2026-12-01' }, '不在计划期', []],
    ['a point already checked', { seq: 2, checkedSeqs: [1, 2] }, '重复签到', []],
    ['a forged code of a colleague\'s plan: the code first', { macValid: false, callerStaffId: 6 }, '二维码无效', []],
    ['a colleague\'s plan out of its dates: not theirs first', { callerStaffId: 6, today: '2027-01-01' }, '非本人计划', []],
  ])('%s → %s', (_, over, verdict, skipped) => {
    const v = scanVerdict(facts(over));
    expect(v.verdict).toBe(verdict);
    expect(v.skipped).toEqual(skipped);
    expect(v.accepted).toBe(verdict === '准时' || verdict === '顺序不符');
    if (!v.accepted) expect(v.reason).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('the round', () => {
  it.each<[number, number[], boolean]>([
    [3, [1, 2, 3], true],
    [3, [3, 1, 2], true],
    [3, [1, 3], false],
    [3, [], false],
    [0, [], false],
  ])('of %i points with %j checked is complete: %s', (count, seqs, done) => {
    expect(roundComplete(count, seqs)).toBe(done);
  });

  it('is 异常 when a scan was out of order, else 正常', () => {
    expect(roundResult(['准时', '准时'])).toBe('正常');
    expect(roundResult(['准时', '顺序不符'])).toBe('异常');
  });

  it('shows each point as 未签到, 已签到 or 顺序不符', () => {
    expect([undefined, '准时', '顺序不符'].map(pointState)).toEqual(['未签到', '已签到', '顺序不符']);
  });
});
