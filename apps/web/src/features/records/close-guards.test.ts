import { patrolPlanRecord } from '@pm/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGuards } from './close-guards';

const flag = patrolPlanRecord.client?.editFlag;
const guard = closeGuards['record/patrol-plan/index'];

afterEach(() => sessionStorage.clear());

describe('the tab close guard of a record with an edit flag', () => {
  it('lets the patrol-plan tab close at once while no over-planned edit is kept', () => {
    expect(guard?.question()).toBeNull();
  });

  it('asks the declared question while the flag is set, and 放弃 drops the kept edit', () => {
    if (!flag) throw new Error('patrol plans declare an edit flag');
    sessionStorage.setItem(flag.flagKey, '1');
    sessionStorage.setItem(flag.rowKey, JSON.stringify({ id: 1 }));
    expect(guard?.question()).toBe('当前巡检人的可用工时＜0，是否放弃修改！');
    guard?.giveUp();
    expect([sessionStorage.getItem(flag.flagKey), sessionStorage.getItem(flag.rowKey)]).toEqual([null, null]);
  });

  it('guards only records that declare an edit flag', () => {
    expect(Object.keys(closeGuards)).toEqual(['record/patrol-plan/index']);
  });
});
