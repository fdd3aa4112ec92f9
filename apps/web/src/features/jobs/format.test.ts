import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { durationText, isActive, ruleText } from './format';

let t: TFunction;
beforeAll(async () => {
  await initI18n(['jobs']);
  t = i18next.getFixedT('zh-CN', 'jobs');
});

describe('用时', () => {
  it.each([
    [null, ''],
    [0, '0秒'],
    [0.4, '0秒'],
    [8.6, '9秒'],
    [59.4, '59秒'],
    [65, '1分05秒'],
    [600, '10分00秒'],
    [3723, '1小时02分03秒'],
  ])('%s seconds read %s', (seconds, text) => {
    expect(durationText(seconds, t)).toBe(text);
  });
});

describe('规则', () => {
  it.each([
    [{ frequency: 'monthly', day: 5, time: '08:00' } as const, '每月5日 08:00'],
    [{ frequency: 'monthly', day: 0, time: '23:00' } as const, '每月月末 23:00'],
    [{ frequency: 'daily', time: '02:00' } as const, '每天 02:00'],
  ])('%j reads %s', (rule, text) => {
    expect(ruleText(rule, t)).toBe(text);
  });
});

describe('polling', () => {
  it('goes on while a job is queued or running only', () => {
    expect(['queued', 'running', 'done', 'failed', 'cancelled'].map((s) => isActive(s as never))).toEqual([true, true, false, false, false]);
  });
});
