import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, SentMessage, SystemMessage } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildWorkflowWorld, type WorkflowWorld } from '../../../test/factories/workflow';
import { multipartFile } from '../../../test/factories/records';
import { buildUser, type TestUser } from '../../../test/factories/users';

// Messages staff write (issue 14, wf-admin): HTML or an uploaded PDF, to chosen people of the
// company and the companies below it; only they see it (the message pop-up), nobody else.

let t: TestApp;
let w: WorkflowWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkflowWorld(t.database.db);
});
afterAll(() => t.close());

const inbox = async (who: TestUser) => envelopeOf(z.array(SystemMessage)).parse((await t.as(who).get('/api/messages?unread=true')).body).data ?? [];
const send = (who: TestUser, body: object) => t.as(who).post('/api/messages', body);
const upload = async (who: TestUser, name: string, content: Buffer, type: string) => {
  const m = multipartFile('file', name, content, type);
  const res = await t.call<{ data: { id: number } }>({ method: 'POST', url: '/api/file/upload-file', payload: m.payload, headers: { ...m.headers, ...(await t.as(who).headers()) } });
  return res.body.data.id;
};

describe('POST /api/messages', () => {
  it('sends an HTML message to people of the company and a branch; only they see it', async () => {
    const res = await send(w.starter, {
      title: '消防演练通知',
      msgFormat: 0,
      content: '<p>本周五下午三点消防演练。</p>',
      receivers: [{ companyId: w.companyId, userId: w.a.id }, { companyId: w.branchId, userId: w.branchClerk.id }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = SentMessage.parse(res.body.data);
    expect(sent).toMatchObject({ title: '消防演练通知', msgFormat: 0, receivers: 2, read: 0 });
    expect(sent.receiverNames.sort()).toEqual(['会签甲', '分公司文员'].sort());

    const mine = (await inbox(w.a)).find((m) => m.id === sent.id);
    expect(mine).toMatchObject({ title: '消防演练通知', content: '<p>本周五下午三点消防演练。</p>', msgFormat: 0 });
    expect((await inbox(w.branchClerk)).map((m) => m.id)).toContain(sent.id);
    for (const outsider of [w.b, w.starter, w.siblingClerk]) expect((await inbox(outsider)).map((m) => m.id)).not.toContain(sent.id);
    expect((await t.as(w.b).post(`/api/messages/${sent.id}/read`, {})).status).toBe(404);

    expect((await t.as(w.a).post(`/api/messages/${sent.id}/read`, {})).status).toBe(200);
    const list = SentMessage.array().parse((await t.as(w.starter).get('/api/messages/sent')).body.data);
    expect(list.find((m) => m.id === sent.id)).toMatchObject({ receivers: 2, read: 1 });
    expect(SentMessage.array().parse((await t.as(w.a).get('/api/messages/sent')).body.data)).toEqual([]);
  });

  it('sends an uploaded PDF (msgFormat 1) that the receiver opens through /api/pdf', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const fileId = await upload(w.starter, '年度计划.pdf', pdf, 'application/pdf');
    const res = await send(w.starter, { title: '年度计划', msgFormat: 1, fileId, receivers: [{ companyId: w.companyId, userId: w.c.id }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = SentMessage.parse(res.body.data);
    expect(sent.fileName).toBe('年度计划.pdf');
    const msg = (await inbox(w.c)).find((m) => m.id === sent.id)!;
    expect(msg.msgFormat).toBe(1);
    const url = `/api/pdf?id=${encodeURIComponent(msg.content)}&cat=101&parent=${msg.id}`;
    const got = await t.call({ method: 'GET', url, headers: await t.as(w.c).headers() });
    expect(got.status).toBe(200);
    expect(got.response.headers['content-type']).toBe('application/pdf');
    expect(got.response.rawPayload.equals(pdf)).toBe(true);
    expect((await t.call({ method: 'GET', url, headers: await t.as(w.siblingClerk).headers() })).status).toBe(404);
    expect((await t.call({ method: 'GET', url, headers: await t.as(w.b).headers() })).status).toBe(404);
  });

  it('refuses bad input in Chinese naming the field', async () => {
    const cases: [object, string, string][] = [
      [{ title: '', msgFormat: 0, content: '<p>x</p>', receivers: [{ companyId: w.companyId, userId: w.a.id }] }, 'title', '请填写消息标题'],
      [{ title: '空内容', msgFormat: 0, content: '<p> </p>', receivers: [{ companyId: w.companyId, userId: w.a.id }] }, 'content', '请填写消息内容'],
      [{ title: '无接收人', msgFormat: 0, content: '<p>x</p>', receivers: [] }, 'receivers', '请选择接收人'],
      [{ title: '格式', msgFormat: 3, content: '<p>x</p>', receivers: [{ companyId: w.companyId, userId: w.a.id }] }, 'msgFormat', '消息格式只能是 0（HTML）或 1（PDF）'],
      [{ title: '无文件', msgFormat: 1, receivers: [{ companyId: w.companyId, userId: w.a.id }] }, 'fileId', '请上传PDF文件'],
      [{ title: '兄弟公司', msgFormat: 0, content: '<p>x</p>', receivers: [{ companyId: w.siblingId, userId: w.siblingClerk.id }] }, 'receivers', '接收人不存在、不在职或不在本公司及下级公司范围内'],
      [{ title: '离职', msgFormat: 0, content: '<p>x</p>', receivers: [{ companyId: w.companyId, userId: w.disabled.id }] }, 'receivers', '接收人不存在、不在职或不在本公司及下级公司范围内'],
      [{ title: '公司不符', msgFormat: 0, content: '<p>x</p>', receivers: [{ companyId: w.branchId, userId: w.a.id }] }, 'receivers', '接收人不存在、不在职或不在本公司及下级公司范围内'],
    ];
    for (const [body, path, msg] of cases) {
      const res = await send(w.starter, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(path);
      expect((res.body as { msg: string }).msg).toContain(msg);
    }
  });

  it('refuses a file that is not a PDF, and another company’s file', async () => {
    const png = await upload(w.starter, '照片.png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
    const notPdf = await send(w.starter, { title: '图片', msgFormat: 1, fileId: png, receivers: [{ companyId: w.companyId, userId: w.a.id }] });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body).toMatchObject({ msg: '消息附件必须是PDF文件' });
    const theirs = await upload(w.siblingClerk, '兄弟.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const foreign = await send(w.starter, { title: '别家文件', msgFormat: 1, fileId: theirs, receivers: [{ companyId: w.companyId, userId: w.a.id }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ msg: '上传的文件不存在' });
  });

  it('answers 401 without a session and 403 for a role that does not write messages (gov)', async () => {
    expect((await t.call({ method: 'POST', url: '/api/messages', payload: {} })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/messages/sent' })).status).toBe(401);
    const gov = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov', name: '监管' });
    const res = await send(gov, { title: '监管通知', msgFormat: 0, content: '<p>x</p>', receivers: [{ companyId: w.companyId, userId: w.a.id }] });
    expect(res.status).toBe(403);
  });
});
