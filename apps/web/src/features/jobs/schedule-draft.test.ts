import type { Schedule } from '@pm/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, fieldErrors, NEW_SCHEDULE } from './schedule-draft';

const schedule: Schedule = {
  id: 4,
  kind: 'bill_run',
  title: '滨江名苑每月计费',
  rule: { frequency: 'monthly', day: 0, time: '23:00' },
  params: { estateId: 2, itemIds: [7, 9] },
  estateName: '滨江名苑',
  enabled: false,
  nextFireAt: '2026-11-30T15:00:00.000Z',
  lastFiredAt: null,
  lastJobId: null,
  lastJobState: null,
  createdByName: '王芳',
};

describe('the schedule form', () => {
  it('sends a monthly bill run with its estate and items', () => {
    expect(bodyOf({ ...NEW_SCHEDULE, title: '月初计费', day: 5, estateId: 3, itemIds: [1] })).toEqual({
      kind: 'bill_run',
      title: '月初计费',
      rule: { frequency: 'monthly', day: 5, time: '08:00' },
      params: { estateId: 3, itemIds: [1] },
      enabled: true,
    });
  });

  it('sends no day for a daily rule, and no estate or items for depreciation', () => {
    expect(bodyOf({ ...NEW_SCHEDULE, kind: 'depreciation', frequency: 'daily', time: '02:00', estateId: 3, itemIds: [1] })).toMatchObject({
      rule: { frequency: 'daily', time: '02:00' },
      params: {},
    });
  });

  it('leaves out an unchosen estate and an empty item list (the server names the missing estate)', () => {
    expect(bodyOf(NEW_SCHEDULE).params).toEqual({});
  });

  it('reads a saved schedule back unchanged', () => {
    expect(bodyOf(draftOf(schedule))).toEqual({ kind: 'bill_run', title: schedule.title, rule: schedule.rule, params: schedule.params, enabled: false });
  });

  it('puts the server\'s 400 details at their fields', () => {
    expect(
      fieldErrors([
        { path: 'rule.time', message: '时间格式须为 HH:mm' },
        { path: 'rule.day', message: '日期须为 1-28 日或月末' },
        { path: 'params.estateId', message: '请选择楼盘' },
        { path: 'params.itemIds.0', message: '无效的编号' },
        { path: 'kind', message: '该类型的定时任务暂不可用' },
        { path: 'title', message: '请填写任务名称' },
        { path: 'title', message: '第二条' },
        { path: 'somewhere.else', message: '不显示' },
      ]),
    ).toEqual({ time: '时间格式须为 HH:mm', day: '日期须为 1-28 日或月末', estateId: '请选择楼盘', itemIds: '无效的编号', kind: '该类型的定时任务暂不可用', title: '请填写任务名称' });
  });
});
