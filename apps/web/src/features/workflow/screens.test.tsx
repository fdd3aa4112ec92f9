import { Notifications } from '@mantine/notifications';
import type { DocCommand } from '@pm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishDialog, useDialogQueue } from '../../shared/dialogs';
import { setSession } from '../../shared/session';
import { prepareDom, renderWithProviders } from '../../test/render';
import { screens } from './screens';
import { brief, detail, DialogAnswer, refuse, stubApi, todoList, trail, type Answer } from './test-api';

beforeAll(async () => {
  await prepareDom();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

/** Answers the shell's export-purpose dialog as a user filling it in would. */
function PurposeAnswer() {
  const request = useDialogQueue();
  useEffect(() => {
    if (request?.kind !== 'exportPurpose') return;
    request.resolve({ usage: '年终归档', approver: '王经理', approvedOn: '2026.11.30' });
    finishDialog(request);
  }, [request]);
  return null;
}
beforeEach(() =>
  setSession('t', { userId: 1, role: 'emp', name: '王晓燕', accountName: 'emp01', company: 2, companyNick: '安居', logo: '', job: '客服主管', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false }),
);
afterEach(() => vi.unstubAllGlobals());

const DOC = '/api/comp-workflow-doc';

async function open(menuId: number, routes: Record<string, Answer>, confirm = true) {
  const calls = stubApi({
    [`GET ${DOC}/getToDealWorkflowDoc`]: () => todoList([]),
    [`GET ${DOC}/beginning`]: () => ({ starter: { id: 1, name: '王晓燕' }, company: { id: 2, name: '上海安居' }, templates: [], nextDocNumbers: { normal: 'n', internal: 'i', report: 'r' } }),
    [`GET ${DOC}/listProcessingDoc/0`]: () => ({ total: 0, page: 1, size: 200, rows: [] }),
    [`POST ${DOC}/getDocDealInfo`]: () => trail,
    [`POST ${DOC}/getDealWorkflowDocInfo`]: () => ({ total: 0, page: 1, size: 10, rows: [] }),
    ...routes,
  });
  const load = screens['office/flow/index'];
  if (!load) throw new Error('office/flow/index');
  const { default: Screen } = await load();
  renderWithProviders(
    <>
      <Notifications />
      <DialogAnswer answer={confirm} />
      <PurposeAnswer />
      <Screen menuId={menuId} title="处理公文" readOnly={false} />
    </>,
  );
  return calls;
}

const commands = (calls: { path: string; method: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === DOC).map((c) => c.body as DocCommand);

describe('the document-flow screen', { timeout: 60_000 }, () => {
  it('registers one screen for 发文, 办文 and 查阅 (component office/flow/index)', () => {
    expect(Object.keys(screens)).toEqual(['office/flow/index']);
  });

  it('办文 lists my to-dos with the count of each kind and filters by kind', async () => {
    const calls = await open(214, {
      [`GET ${DOC}/getToDealWorkflowDoc`]: (c) =>
        c.query.get('kind') === 'internal' ? todoList([brief(9, { kind: 'internal', subject: '采购请示' })], { normalDocCount: 2, internalDocCount: 1, reportDocCount: 1 }) : todoList([brief(7)], { normalDocCount: 2, internalDocCount: 1, reportDocCount: 1 }),
    });
    expect(within(await screen.findByTestId('todo-list')).getByText('工作报告7')).toBeTruthy();
    expect(screen.getByTestId('count-normal').textContent).toBe('2');
    expect(screen.getByTestId('count-all').textContent).toBe('4');
    expect(screen.getByTestId('proc-badge').textContent).toBe('4');
    await userEvent.click(within(screen.getByTestId('proc-kinds')).getByText('内部公文'));
    expect(await within(screen.getByTestId('todo-list')).findByText('采购请示')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/getToDealWorkflowDoc') && c.query.get('kind') === 'internal')).toBe(true);
  });

  it('exports the open list whole (待办, then 已办 of a kind; 查阅 办理中) after asking the export purpose', async () => {
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const xlsx = () => new Response(new Blob(['PK']), { status: 200, headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    const exports = (calls: { path: string; method: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST' && c.path === `${DOC}/export`).map((c) => c.body);
    const purpose = { usage: '年终归档', auditor: '王经理', auditDate: '2026.11.30' };
    const calls = await open(214, { [`GET ${DOC}/getToDealWorkflowDoc`]: () => todoList([brief(7)]), [`POST ${DOC}/export`]: xlsx });
    await screen.findByTestId('todo-list');
    await userEvent.click(screen.getByTestId('proc-export'));
    await waitFor(() => expect(exports(calls)).toEqual([{ list: 'todo', ...purpose }]));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('待办公文.xlsx');
    await userEvent.click(within(screen.getByTestId('proc-kinds')).getByText('内部公文'));
    await userEvent.click(screen.getByTestId('proc-done-tab'));
    await userEvent.click(screen.getByTestId('proc-export'));
    await waitFor(() => expect(exports(calls)).toHaveLength(2));
    expect(exports(calls)[1]).toEqual({ list: 'dealt', kind: 'internal', ...purpose });
    await waitFor(() => expect((saved.mock.contexts[1] as HTMLAnchorElement).download).toBe('已办公文（内部公文）.xlsx'));
  });

  it('查阅 exports 办理中 by default', async () => {
    const calls = await open(215, { [`POST ${DOC}/export`]: () => new Response(new Blob(['PK']), { status: 200 }) });
    await userEvent.click(await screen.findByTestId('my-export'));
    await waitFor(() => expect(calls.filter((c) => c.path === `${DOC}/export`).map((c) => c.body)).toEqual([{ list: 'processing', usage: '年终归档', auditor: '王经理', auditDate: '2026.11.30' }]));
  });

  it('says so when nothing waits', async () => {
    await open(214, {});
    expect((await screen.findByTestId('todo-list-empty')).textContent).toBe('暂无待办公文');
  });

  it('opens a document as a tab: its flow as steps, the trail, the body sanitised, and 会签 sends my agree with the opinion', async () => {
    let current = detail();
    const calls = await open(214, {
      [`GET ${DOC}/getToDealWorkflowDoc`]: () => todoList([brief(7)]),
      [`GET ${DOC}/7`]: () => current,
      [`POST ${DOC}`]: () => (current = detail({ myTaskId: null, can: { ...detail().can, act: false } })),
    });
    await userEvent.click(await screen.findByTestId('doc-open'));
    const view = await screen.findByTestId('doc-view');
    expect(screen.getByTestId('doc-tab').textContent).toContain('安居报〔2026〕7号');
    const steps = within(view).getAllByTestId('flow-step');
    expect(steps.map((s) => s.querySelector('.mantine-Stepper-stepLabel')?.textContent)).toEqual(['发起 · 拟稿', '审核 · 项目经理审核', '会签 · 部门会签', '完结 · 办结']);
    expect(steps[2]!.getAttribute('data-current')).toBe('true');
    expect(within(steps[1]!).getByText(/内容属实/)).toBeTruthy();
    expect((await within(view).findAllByTestId('trail-event')).map((e) => e.getAttribute('data-action'))).toEqual(['create', 'send', 'agree']);
    expect(view.innerHTML).toContain('本月完成报修 40 件');
    expect(view.innerHTML).not.toContain('<script>');
    expect(within(view).queryByTestId('action-disagree')).toBeTruthy();
    const agree = within(view).getByTestId('action-agree');
    expect(agree.textContent).toBe('会签');
    await userEvent.type(within(view).getByTestId('opinion'), '同意上报');
    await userEvent.click(agree);
    await waitFor(() => expect(commands(calls)).toEqual([{ action: 'agree', taskId: 3, opinion: '同意上报' }]));
    await waitFor(() => expect(within(view).queryByTestId('action-agree')).toBeNull());
  });

  it('不同意 and 退回 need an opinion: nothing is sent without one', async () => {
    const calls = await open(214, { [`GET ${DOC}/getToDealWorkflowDoc`]: () => todoList([brief(7)]), [`GET ${DOC}/7`]: () => detail() });
    await userEvent.click(await screen.findByTestId('doc-open'));
    await userEvent.click(await screen.findByTestId('action-disagree'));
    expect((await screen.findByTestId('action-error')).textContent).toContain('请填写意见');
    expect(commands(calls)).toEqual([]);
  });

  it('a refused 撤回 shows the server’s reason (下一节点已处理，不能撤回)', async () => {
    // 黄志明's page: he agreed at 审核 and has not seen that 王晓燕 countersigned since
    const mine = detail({ myTaskId: null, can: { ...detail().can, act: false, revoke: true } });
    const calls = await open(215, {
      [`GET ${DOC}/listProcessingDoc/0`]: () => ({ total: 1, page: 1, size: 200, rows: [brief(7)] }),
      [`GET ${DOC}/7`]: () => mine,
      [`POST ${DOC}/revokeDoc`]: () => refuse('下一节点已处理，不能撤回', 'workflow.next_node_acted'),
    });
    await userEvent.click(await screen.findByTestId('doc-open'));
    await userEvent.click(await screen.findByTestId('action-revoke'));
    expect((await screen.findByTestId('action-error')).textContent).toContain('下一节点已处理，不能撤回');
    expect(calls.filter((c) => c.path === `${DOC}/revokeDoc`).map((c) => c.body)).toEqual([{ id: 7 }]);
  });

  it('keeps at most 9 documents open and says 当前打开标签过多，请关闭一些后再重试 at the tenth', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => brief(i + 1));
    await open(214, {
      [`GET ${DOC}/getToDealWorkflowDoc`]: () => todoList(rows),
      ...Object.fromEntries(rows.map((r) => [`GET ${DOC}/${r.id}`, () => detail({ ...r, myTaskId: null })])),
    });
    await screen.findByTestId('todo-list');
    for (let i = 0; i < 10; i++) {
      await userEvent.click(screen.getByTestId('section-proc'));
      await userEvent.click(screen.getAllByTestId('doc-open')[i]!);
    }
    expect(await screen.findByText('当前打开标签过多，请关闭一些后再重试')).toBeTruthy();
    expect(screen.getAllByTestId('doc-tab')).toHaveLength(9);
    await userEvent.click(screen.getAllByTestId('doc-tab-close')[0]!);
    await userEvent.click(screen.getByTestId('section-proc'));
    await userEvent.click(screen.getAllByTestId('doc-open')[9]!);
    expect(screen.getAllByTestId('doc-tab').map((t) => t.getAttribute('data-doc-id'))).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('发文 sends a report on the chosen template to a receiver picked by company then person', async () => {
    const template = {
      id: 4, kind: 'report', name: '项目工作报告', version: 1, active: true, finisherId: 10, finisherName: '黄志明', updatedAt: '2026-11-01T00:00:00.000Z',
      nodes: [
        { seq: 0, type: '发起', name: '拟稿', mode: 'any', timeLimitHours: null, handlers: [] },
        { seq: 1, type: '审核', name: '项目经理审核', mode: 'any', timeLimitHours: null, handlers: [{ kind: 'person', ref: 10, name: '黄志明' }] },
        { seq: 2, type: '完结', name: '办结', mode: 'any', timeLimitHours: null, handlers: [] },
      ],
    };
    const calls = await open(213, {
      [`GET ${DOC}/beginning`]: () => ({ starter: { id: 1, name: '王晓燕' }, company: { id: 2, name: '上海安居' }, templates: [template], nextDocNumbers: { normal: '安居通〔2026〕2号', internal: '安居内〔2026〕2号', report: '安居报〔2026〕3号' } }),
      'POST /api/comp-workflow-normal-doc-deal/getRecvComps': () => [{ id: 2, parentId: 1, name: '上海安居', level: 2, type: 'A' }],
      'POST /api/comp-workflow-normal-doc-deal/getReceiverByComp': () => [{ userId: 3, name: '李秀英', jobName: '收费员', deptName: null }],
      [`POST ${DOC}`]: () => detail({ id: 12, docNumber: '安居报〔2026〕3号', myTaskId: null }),
      [`GET ${DOC}/12`]: () => detail({ id: 12, docNumber: '安居报〔2026〕3号', myTaskId: null }),
    });
    const form = await screen.findByTestId('send-form');
    await userEvent.click(within(form).getByText('报告公文'));
    expect(screen.getByTestId('next-number').textContent).toContain('安居报〔2026〕3号');
    await userEvent.click(screen.getByTestId('send-template'));
    await userEvent.click(await screen.findByRole('option', { name: '项目工作报告', hidden: true }));
    expect(screen.getByTestId('flow-preview').textContent).toContain('审核·项目经理审核');
    await userEvent.type(screen.getByTestId('send-subject'), '十一月工作报告');
    await userEvent.click(screen.getByTestId('receiver-company'));
    await userEvent.click(await screen.findByRole('option', { name: '上海安居', hidden: true }));
    await userEvent.click(screen.getByTestId('receiver-people'));
    await userEvent.click(await screen.findByRole('option', { name: '李秀英 · 收费员', hidden: true }));
    await userEvent.click(screen.getByTestId('receiver-add'));
    expect(within(screen.getByTestId('receiver-list')).getByText('李秀英')).toBeTruthy();
    await userEvent.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(commands(calls).length).toBe(1));
    expect(commands(calls)[0]).toEqual({
      action: 'send', templateId: 4, subject: '十一月工作报告', body: '', urgency: '1', houseId: null, attachmentIds: [], receivers: [{ companyId: 2, userId: 3 }], chosen: [],
    });
    expect(await screen.findByTestId('doc-view')).toBeTruthy();
  });

  it('发文 asks for the template and the subject before sending anything', async () => {
    const calls = await open(213, {});
    await userEvent.click(await screen.findByTestId('send-submit'));
    expect((await screen.findByTestId('send-error')).textContent).toBe('请选择流程模板');
    expect(commands(calls)).toEqual([]);
  });
});
