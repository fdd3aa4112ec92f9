import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../shared/session';
import { prepareDom, renderWithProviders } from '../../test/render';
import { json } from '../../test/responses';
import { stubApi } from '../../test/stub-api';
import { screens } from './screens';

beforeAll(prepareDom);
beforeEach(() =>
  setSession('t', { userId: 7, role: 'emp', name: '王晓燕', accountName: 'emp01', company: 2, companyNick: '恒物', logo: '', job: '行政主管', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

const TITLES: Record<string, string> = {
  'office/workflow/templates': '流程模板',
  'office/workflow/follow-up': '公文跟催',
  'office/workflow/push': '公文推送',
  'office/contacts/index': '公司通讯录',
};
async function open(component: string, readOnly = false) {
  const { default: Screen } = await screens[component]!();
  renderWithProviders(<Screen menuId={1} title={TITLES[component]!} readOnly={readOnly} />);
}
/** The workflow envelope's refusal: code 1 with the Chinese message (HTTP 409). */
const reject = (msg: string) => json(409, { code: 1, msg, errorCode: 'workflow.refused', details: [] });

const brief = (id: number, over: object = {}) => ({
  id, kind: 'normal', docNumber: `恒物通〔2026〕${id}号`, subject: `公文${id}`, urgency: '1', status: 'running', templateName: '通知流程', currentNodeName: '审核',
  starterId: 7, starterName: '王晓燕', finisherId: 7, finisherName: '王晓燕', houseName: '', createdAt: '2026-11-20T02:00:00Z', sentAt: '2026-11-20T02:00:00Z', endedAt: null, ...over,
});
const template = {
  id: 5, kind: 'normal', name: '通知流程', version: 2, active: true, finisherId: null, finisherName: null, updatedAt: '2026-11-20T02:00:00Z',
  nodes: [
    { seq: 0, type: '发起', name: '拟稿', mode: 'any', timeLimitHours: null, handlers: [] },
    { seq: 1, type: '会签', name: '部门会签', mode: 'all', timeLimitHours: 24, handlers: [{ kind: 'job', ref: 3, name: '部门经理' }] },
    { seq: 2, type: '完结', name: '办结', mode: 'any', timeLimitHours: null, handlers: [] },
  ],
};

describe('office screens', { timeout: 120_000 }, () => {
  it('registers the four office screens of 行政事务中心', () => {
    for (const component of Object.keys(TITLES)) expect(screens[component]).toBeTypeOf('function');
  });

  it('流程模板 lists templates with version and nodes, and shows the server’s refusal of a template in Chinese', async () => {
    const calls = stubApi({
      'POST /api/comp-workflow-doc/listAllWorkflowDefine': () => [template],
      'POST /api/common/emps': () => [{ id: 9, name: '李审核', username: 'emp09', jobName: '经理', deptId: null, mobile: null }],
      'POST /api/comp-workflow-define': () => reject('流程模板必须以完结节点结束'),
    });
    const user = userEvent.setup();
    await open('office/workflow/templates');
    const row = await screen.findByTestId('template-5');
    expect(within(row).getByText('第 2 版')).toBeTruthy();
    expect(within(row).getByText(/部门会签（会签） 24小时/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/comp-workflow-doc/listAllWorkflowDefine')?.body).toEqual({ includeInactive: true });

    await user.click(screen.getByTestId('template-new'));
    await user.type(screen.getByTestId('template-name'), '报告流程');
    await user.click(screen.getByTestId('node-remove-2'));
    await user.click(screen.getByTestId('template-save'));
    expect((await screen.findByTestId('template-error')).textContent).toBe('流程模板必须以完结节点结束');
    const sent = calls.find((c) => c.path === '/api/comp-workflow-define')?.body as { name: string; kind: string; nodes: { type: string }[] };
    expect(sent).toMatchObject({ name: '报告流程', kind: 'normal', finisherId: null });
    expect(sent.nodes.map((n) => n.type)).toEqual(['发起', '审核']);
  });

  it('流程模板 edits a template as its next version, keeping the nodes', async () => {
    const calls = stubApi({
      'POST /api/comp-workflow-doc/listAllWorkflowDefine': () => [template],
      'POST /api/comp-workflow-define': () => ({ ...template, version: 3 }),
    });
    const user = userEvent.setup();
    await open('office/workflow/templates');
    await user.click(await screen.findByTestId('template-edit-5'));
    expect(screen.getByText('保存后生成第 3 版，新发的公文使用新版本；办理中的公文仍按原版本流转。')).toBeTruthy();
    await user.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/comp-workflow-define')?.body).toMatchObject({
      id: 5,
      nodes: [{ type: '发起', name: '拟稿' }, { type: '会签', mode: 'all', timeLimitHours: 24, handlers: [{ kind: 'job', ref: 3 }] }, { type: '完结', name: '办结' }],
    }));
  });

  it('公文跟催 shows overdue documents first and the rate-limit refusal of a second 跟催', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    let reminded = 0;
    const calls = stubApi({
      'POST /api/comp-workflow-doc/overdue': () => ({
        total: 2, overdue: 1,
        rows: [
          { ...brief(11), holders: ['李审核'], waitingSince: '2026-11-20T02:00:00Z', timeLimitHours: 24, waitedHours: 150, overdue: true, lastRemindedAt: null },
          { ...brief(12), holders: ['张会签', '赵会签'], waitingSince: '2026-11-26T02:00:00Z', timeLimitHours: null, waitedHours: 1, overdue: false, lastRemindedAt: null },
        ],
      }),
      'POST /api/comp-workflow-doc/followUp': () => (++reminded === 1 ? { reminded: 1, names: ['李审核'] } : reject('跟催过于频繁，请10分钟后再试')),
    });
    const user = userEvent.setup();
    await open('office/workflow/follow-up');
    expect((await screen.findByTestId('follow-summary')).textContent).toBe('办理中 2 件，其中超时 1 件');
    expect(within(screen.getByTestId('overdue-11')).getByText('超时')).toBeTruthy();
    expect(within(screen.getByTestId('overdue-12')).getByText('张会签、赵会签')).toBeTruthy();
    await user.click(screen.getByTestId('remind-11'));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '已跟催：李审核' })));
    await user.click(screen.getByTestId('remind-11'));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: '跟催过于频繁，请10分钟后再试' })));
    await user.click(screen.getByTestId('overdue-only'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/comp-workflow-doc/overdue').at(-1)?.body).toMatchObject({ overdueOnly: true, page: 1 }));
  });

  it('公文跟催 keeps 跟进记录: lists notes, adds one, and edits only the caller’s own', async () => {
    const calls = stubApi({
      'POST /api/comp-workflow-doc/overdue': () => ({ total: 1, overdue: 0, rows: [{ ...brief(11), holders: ['李审核'], waitingSince: null, timeLimitHours: null, waitedHours: 0, overdue: false, lastRemindedAt: null }] }),
      'GET /api/comp-workflow-doc-follow/list/11': () => [
        { id: 1, docId: 11, userId: 7, userName: '王晓燕', content: '已电话提醒', createdAt: '2026-11-25T02:00:00Z', updatedAt: '2026-11-25T02:00:00Z' },
        { id: 2, docId: 11, userId: 8, userName: '李审核', content: '明天处理', createdAt: '2026-11-25T03:00:00Z', updatedAt: '2026-11-25T03:00:00Z' },
      ],
      'POST /api/comp-workflow-doc-follow': (c) => ({ id: 3, docId: 11, userId: 7, userName: '王晓燕', content: (c.body as { content: string }).content, createdAt: '', updatedAt: '' }),
    });
    const user = userEvent.setup();
    await open('office/workflow/follow-up');
    await user.click(await screen.findByTestId('notes-11'));
    const dialog = await screen.findByTestId('follow-notes');
    expect(await within(dialog).findByText('明天处理')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: '编辑' })).toHaveLength(1);
    await user.type(within(dialog).getByTestId('follow-note-input'), '已催办，周五前办结');
    await user.click(within(dialog).getByTestId('follow-note-add'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/api/comp-workflow-doc-follow')?.body).toEqual({ docId: 11, content: '已催办，周五前办结' }));
  });

  it('缺席代理 shows what the absent employee holds and records the substitute', async () => {
    const calls = stubApi({
      'POST /api/comp-workflow-doc/overdue': () => ({ total: 0, overdue: 0, rows: [] }),
      'POST /api/common/emps': () => [{ id: 8, name: '李审核', username: 'emp08', jobName: null, deptId: null, mobile: null }, { id: 9, name: '赵代理', username: 'emp09', jobName: null, deptId: null, mobile: null }],
      'GET /api/comp-workflow-replace-emp/isEmpWorking/2/8': () => ({ working: true, pendingTasks: 3, templateSlots: 2, replacedBy: null }),
      'POST /api/comp-workflow-replace-emp': () => reject('代理人不存在或不在职'),
    });
    const user = userEvent.setup();
    await open('office/workflow/follow-up');
    expect(await screen.findByTestId('follow-empty')).toBeTruthy();
    await user.click(screen.getByTestId('tab-replace'));
    await user.click(await screen.findByTestId('replace-absent'));
    await user.click((await screen.findAllByRole('option', { name: '李审核', hidden: true }))[0]!);
    expect((await screen.findByTestId('replace-working')).textContent).toContain('该员工仍有 3 件待办，在流程模板中担任 2 处办理人。');
    await user.click(screen.getByTestId('replace-substitute'));
    await user.click((await screen.findAllByRole('option', { name: '赵代理', hidden: true })).at(-1)!);
    await user.click(screen.getByTestId('replace-submit'));
    expect((await screen.findByTestId('replace-error')).textContent).toBe('代理人不存在或不在职');
    const body = calls.find((c) => c.path === '/api/comp-workflow-replace-emp')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ absentId: 8, substituteId: 9, movePending: true });
    expect(String(body['fromAt'])).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
  });

  it('公文推送 pushes a 办结 document to people picked in the company tree', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
    const calls = stubApi({
      'POST /api/comp-workflow-doc/push/list': () => ({ total: 1, rows: [{ ...brief(21, { status: 'finished', endedAt: '2026-11-25T02:00:00Z' }), recipients: 2, confirmed: 1 }] }),
      'POST /api/comp-workflow-normal-doc-deal/getRecvComps': () => [{ id: 2, parentId: 1, name: '上海恒达物业', level: 2, type: 'AB' }, { id: 4, parentId: 2, name: '浦东分公司', level: 3, type: 'B' }],
      'POST /api/comp-workflow-normal-doc-deal/getReceiverByComp': (c) => ((c.body as { companyId: number }).companyId === 4 ? [{ userId: 31, name: '分公司文员', jobName: '文员', deptName: null }] : [{ userId: 8, name: '李审核', jobName: null, deptName: '工程部' }]),
      'POST /api/comp-workflow-doc/push': () => ({ pushed: 1, skipped: 1, notices: 1 }),
    });
    const user = userEvent.setup();
    await open('office/workflow/push');
    const row = await screen.findByTestId('push-row-21');
    expect(within(row).getByText('恒物通〔2026〕21号')).toBeTruthy();
    await user.click(within(row).getByTestId('push-21'));
    await user.click(await screen.findByTestId('recv-company-4'));
    await user.click(await screen.findByTestId('recv-user-31'));
    await user.click(screen.getByTestId('recv-company-2'));
    await user.click(await screen.findByTestId('recv-user-8'));
    expect(screen.getByText('已选 2 人')).toBeTruthy();
    await user.click(screen.getByTestId('push-submit'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/comp-workflow-doc/push')?.body).toEqual({ id: 21, receivers: [{ companyId: 4, userId: 31 }, { companyId: 2, userId: 8 }] }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: '已推送给 1 人，1 人已收到，已跳过' })));
  });

  it('发送消息 refuses in Chinese and lists what was sent', async () => {
    const calls = stubApi({
      'POST /api/comp-workflow-doc/push/list': () => ({ total: 0, rows: [] }),
      'GET /api/messages/sent': () => [{ id: 3, title: '年度计划', msgFormat: 1, content: 'file-9', fileName: '年度计划.pdf', createdAt: '2026-11-25T02:00:00Z', receivers: 4, read: 1, receiverNames: ['李审核', '张三'] }],
      'POST /api/comp-workflow-normal-doc-deal/getRecvComps': () => [{ id: 2, parentId: 1, name: '上海恒达物业', level: 2, type: 'AB' }],
      'POST /api/comp-workflow-normal-doc-deal/getReceiverByComp': () => [{ userId: 8, name: '李审核', jobName: null, deptName: null }],
      'POST /api/messages': () => json(400, { code: 400, msg: '请填写消息内容', errorCode: 'messages.invalid', details: [{ path: 'content', message: '请填写消息内容' }] }),
    });
    const user = userEvent.setup();
    await open('office/workflow/push');
    expect(await screen.findByTestId('push-empty')).toBeTruthy();
    await user.click(screen.getByTestId('tab-messages'));
    const sent = await screen.findByTestId('sent-3');
    expect(within(sent).getByText('1/4')).toBeTruthy();
    expect(within(sent).getByText('PDF · 年度计划.pdf')).toBeTruthy();
    await user.click(screen.getByTestId('message-compose'));
    await user.type(await screen.findByTestId('message-title'), '停水通知');
    await user.click(await screen.findByTestId('recv-user-8'));
    await user.click(screen.getByTestId('message-send'));
    expect((await screen.findByTestId('message-error')).textContent).toBe('请填写消息内容');
    expect(calls.find((c) => c.path === '/api/messages' && c.method === 'POST')?.body).toEqual({ title: '停水通知', msgFormat: 0, content: '', fileId: null, receivers: [{ companyId: 2, userId: 8 }] });
  });

  it('公司通讯录 lists staff by department with phone and email and searches', async () => {
    const calls = stubApi({
      'GET /api/common/units': () => [{ id: 2, parentId: 1, name: '上海恒达物业', nick: '恒物', level: 2, type: 'AB' }],
      'POST /api/common/contacts': (c) => ((c.body as { q?: string }).q === 'nobody' ? [] : [
        { id: 8, name: '李审核', username: 'emp08', companyName: '上海恒达物业', deptId: 1, deptName: '工程部', jobId: 3, jobName: '工程主管', mobile: '13800000001', email: 'emp08@wuye-demo.cn' },
      ]),
    });
    const user = userEvent.setup();
    await open('office/contacts/index');
    const row = await screen.findByTestId('contact-8');
    expect(within(row).getByText('工程部')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'emp08@wuye-demo.cn' }).getAttribute('href')).toBe('mailto:emp08@wuye-demo.cn');
    expect(screen.getByTestId('contacts-count').textContent).toBe('共 1 人');
    await user.type(screen.getByTestId('contacts-search'), 'nobody');
    expect(await screen.findByTestId('contacts-empty', {}, { timeout: 3000 })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/common/contacts').at(-1)?.body).toEqual({ companyId: 2, q: 'nobody' });
  });
});
