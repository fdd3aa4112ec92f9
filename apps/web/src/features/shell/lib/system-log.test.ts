import { beforeEach, expect, test } from 'vitest';
import { callCenterLogText, errorLogText, NO_LOG } from './system-log';

beforeEach(() => localStorage.clear());
const user = { name: '张三', accountName: 'emp01' };

test('without logs both files say 无日志', () => {
  expect(callCenterLogText(user)).toContain(NO_LOG);
  expect(errorLogText(user)).toContain(NO_LOG);
  expect(errorLogText(user)).toContain('emp01');
});

test('the agent info goes in without its tenant id', () => {
  localStorage.setItem('callCenterInfo', JSON.stringify({ agentNo: '8001', tenantId: 'T-SECRET' }));
  localStorage.setItem('callCenterLog', JSON.stringify([{ t: 1, m: '注册成功' }]));
  const text = callCenterLogText(user);
  expect(text).toContain('8001');
  expect(text).toContain('注册成功');
  expect(text).not.toContain('T-SECRET');
  expect(text).not.toContain('tenantId');
  expect(text).not.toContain(NO_LOG);
});

test('the error log carries errList', () => {
  localStorage.setItem('errList', JSON.stringify([{ date: 'd', message: '出错了', stack: 's' }]));
  expect(errorLogText(user)).toContain('出错了');
});

test('both files say which feature versions (spec 9) the page ran', () => {
  const line = '功能版本：inspect 5，maintain 4，recordModify 5，kpi 2，mergeMenu 1，share 1，kpi31 1';
  expect(callCenterLogText(user).split('\n')[0]).toBe(line);
  expect(errorLogText(user).split('\n')[0]).toBe(line);
});
