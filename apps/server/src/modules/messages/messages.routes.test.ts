import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, NoticeItem, SystemMessage } from '@pm/contracts';
import { DEMO_PASSWORD } from '@pm/seed';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn } from '../../../test/factories/session';
import { NOTICE_ALREADY_CONFIRMED } from './messages.service';

let t: TestApp;
const heads = new Map<string, { authorization: string }>();
const as = async (u: string) => {
  if (!heads.has(u)) heads.set(u, (await signIn(t, u, DEMO_PASSWORD)).headers!);
  return heads.get(u)!;
};

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

const messages = async (u: string, query = '') => {
  const res = await t.call({ method: 'GET', url: `/api/messages${query}`, headers: await as(u) });
  expect(res.status).toBe(200);
  return envelopeOf(z.array(SystemMessage)).parse(res.body).data ?? [];
};
const notices = async (u: string) => {
  const res = await t.call({ method: 'GET', url: '/api/account/notice', headers: await as(u) });
  return envelopeOf(z.array(NoticeItem)).parse(res.body).data ?? [];
};

describe('GET /api/messages', () => {
  it('answers 401 without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/messages' })).status).toBe(401);
  });

  it('lists the group messages and the own company messages, not another company', async () => {
    const sh = (await messages('emp01')).map((m) => m.title);
    expect(sh).toEqual(
      expect.arrayContaining(['关于启用新版操作导航的通知', '2026 年度物业服务品质检查方案', '上海公司春节值班安排']),
    );
    const hz = (await messages('emp02')).map((m) => m.title);
    expect(hz).toContain('关于启用新版操作导航的通知');
    expect(hz).not.toContain('上海公司春节值班安排');
  });

  it('marks a message read and filters unread ones', async () => {
    const [first] = await messages('emp03');
    const res = await t.call({ method: 'POST', url: `/api/messages/${first!.id}/read`, headers: await as('emp03') });
    expect(res.status).toBe(200);
    const unread = await messages('emp03', '?unread=true');
    expect(unread.map((m) => m.id)).not.toContain(first!.id);
    expect((await messages('emp03')).find((m) => m.id === first!.id)?.read).toBe(true);
    const bad = await t.call<{ msg: string }>({
      method: 'GET',
      url: '/api/messages?unread=maybe',
      headers: await as('emp03'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('unread');
  });

  it("refuses another company's message with 404", async () => {
    const shMsg = (await messages('emp01')).find((m) => m.title === '上海公司春节值班安排')!;
    const res = await t.call({ method: 'POST', url: `/api/messages/${shMsg.id}/read`, headers: await as('emp02') });
    expect(res.status).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/messages/abc/read', headers: await as('emp02') })).status).toBe(
      400,
    );
  });
});

describe('GET /api/pdf', () => {
  it('streams a real PDF for a msgFormat 1 message', async () => {
    const pdfMsg = (await messages('emp01')).find((m) => m.msgFormat === 1)!;
    const res = await t.call({
      method: 'GET',
      url: `/api/pdf?id=${pdfMsg.content}&cat=101&parent=${pdfMsg.id}`,
      headers: await as('emp01'),
    });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-type']).toBe('application/pdf');
    const bytes = res.response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
    // The CJK font is embedded (subset), so the Chinese text renders.
    expect(bytes.toString('latin1')).toMatch(/NotoSansSC/);
  }, 30_000);

  it('answers 401 without a session, 400 for a bad cat, 404 for a wrong id or an HTML message', async () => {
    const list = await messages('emp01');
    const pdfMsg = list.find((m) => m.msgFormat === 1)!;
    const html = list.find((m) => m.msgFormat === 0)!;
    const h = await as('emp01');
    expect(
      (await t.call({ method: 'GET', url: `/api/pdf?id=${pdfMsg.content}&cat=101&parent=${pdfMsg.id}` })).status,
    ).toBe(401);
    const badCat = await t.call<{ msg: string }>({
      method: 'GET',
      url: `/api/pdf?id=${pdfMsg.content}&cat=7&parent=${pdfMsg.id}`,
      headers: h,
    });
    expect(badCat.status).toBe(400);
    expect(badCat.body.msg).toContain('cat');
    expect(
      (await t.call({ method: 'GET', url: `/api/pdf?id=other&cat=101&parent=${pdfMsg.id}`, headers: h })).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/pdf?id=${html.content.slice(0, 50)}&cat=101&parent=${html.id}`,
          headers: h,
        })
      ).status,
    ).toBe(404);
  });
});

describe("another company's PDF", () => {
  it('is refused with 404', async () => {
    const [sh] = await t.database.db.select().from(schema.companies).where(eq(schema.companies.code, 'SH'));
    const [msg] = await t.database.db
      .insert(schema.systemMessages)
      .values({
        companyId: sh!.id,
        title: '上海公司内部文件',
        content: 'SH-DOC-1',
        msgFormat: 1,
        pdfBody: '仅限上海公司。',
      })
      .returning();
    const url = `/api/pdf?id=SH-DOC-1&cat=101&parent=${msg!.id}`;
    expect((await t.call({ method: 'GET', url, headers: await as('emp02') })).status).toBe(404);
    expect((await t.call({ method: 'GET', url, headers: await as('emp01') })).status).toBe(200);
  }, 30_000);
});

describe('notices (告知公文)', () => {
  it('lists notices for the recipient and confirms one once', async () => {
    const list = await notices('emp01');
    expect(list).toHaveLength(2);
    expect(list.every((n) => !n.edited && n.handleTime === null && n.handleName === '王晓燕')).toBe(true);
    const target = list[0]!;
    const res = await t.call({ method: 'POST', url: `/api/notices/${target.id}/confirm`, headers: await as('emp01') });
    expect(res.status).toBe(200);
    const confirmed = envelopeOf(NoticeItem).parse(res.body).data;
    expect(confirmed?.edited).toBe(true);
    expect(confirmed?.handleTime).toBeTruthy();
    const again = await t.call<{ code: number; msg: string }>({
      method: 'POST',
      url: `/api/notices/${target.id}/confirm`,
      headers: await as('emp01'),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 1, msg: NOTICE_ALREADY_CONFIRMED });
    // Unconfirmed first.
    const after = await notices('emp01');
    expect(after[0]?.edited).toBe(false);
    expect(after[1]?.id).toBe(target.id);
  });

  it('refuses a notice not addressed to the caller (another company) with 404', async () => {
    const [n] = await notices('emp03');
    expect(
      (await t.call({ method: 'POST', url: `/api/notices/${n!.id}/confirm`, headers: await as('emp02') })).status,
    ).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: `/api/notices/${n!.id}/confirm`, headers: await as('cc01') })).status,
    ).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/notices/${n!.id}/confirm` })).status).toBe(401);
  });
});
