import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseNode, envelopeOf, HELP_MENU_IDS, HelpItem } from '@pm/contracts';
import { DEMO_PASSWORD } from '@pm/seed';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn } from '../../../test/factories/session';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
  headers = (await signIn(t, 'emp01', DEMO_PASSWORD)).headers!;
});
afterAll(() => t.close());

const items = async (url: string) => {
  const res = await t.call({ method: 'GET', url, headers });
  expect(res.status, url).toBe(200);
  return envelopeOf(z.array(HelpItem)).parse(res.body).data ?? [];
};

describe('help items', () => {
  it('answer 401 without a session', async () => {
    for (const url of [
      '/api/help-menu/flow/66',
      '/api/help-menu/fields?menu=66',
      '/api/help-menu/docs?menu=66',
      '/api/case/tree',
    ]) {
      expect((await t.call({ method: 'GET', url })).status, url).toBe(401);
    }
    expect((await t.call({ method: 'POST', url: '/api/case/info', payload: { id: 1 } })).status).toBe(401);
  });

  it('exist for every help menu id of the spec (66, 127, 128, 129, 88, 94, 71, 134)', async () => {
    for (const id of HELP_MENU_IDS) {
      const docs = await items(`/api/help-menu/docs?menu=${id}`);
      expect(docs.length, String(id)).toBeGreaterThan(0);
      for (const d of docs) {
        expect(d.name).toBe(d.title);
        expect(d.kind).toBe('doc');
        expect(d.remark).toMatch(/^<p>/);
      }
    }
  });

  it('answer an empty list for a menu without help (the icon stays hidden)', async () => {
    expect(await items('/api/help-menu/docs?menu=213')).toEqual([]);
  });

  it('answer the flow and the fields of a menu', async () => {
    const flow = await items('/api/help-menu/flow/66');
    expect(flow[0]?.title).toBe('投诉处理流程');
    expect(flow.every((f) => f.kind === 'flow')).toBe(true);
    const fields = await items('/api/help-menu/fields?menu=66&tabName=列表');
    expect(fields.map((f) => f.title)).toEqual(['投诉等级']);
  });

  it('answer 400 naming the field for bad input', async () => {
    const a = await t.call<{ msg: string }>({ method: 'GET', url: '/api/help-menu/flow/abc', headers });
    expect(a.status).toBe(400);
    expect(a.body.msg).toContain('id');
    const b = await t.call<{ msg: string }>({ method: 'GET', url: '/api/help-menu/docs', headers });
    expect(b.status).toBe(400);
    expect(b.body.msg).toContain('menu');
  });
});

describe('service cases', () => {
  it('GET /api/case/tree answers categories and their cases', async () => {
    const res = await t.call({ method: 'GET', url: '/api/case/tree', headers });
    const nodes = envelopeOf(z.array(CaseNode)).parse(res.body).data ?? [];
    const categories = nodes.filter((n) => n.level === 1);
    expect(categories.map((c) => c.name)).toContain('投诉处理案例');
    const cases = nodes.filter((n) => n.level === 2);
    expect(cases.every((c) => categories.some((cat) => cat.id === c.parentId))).toBe(true);
  });

  it('POST /api/case/info answers the HTML body of a case, 404 for a category or a wrong category', async () => {
    const res = await t.call({ method: 'GET', url: '/api/case/tree', headers });
    const nodes = envelopeOf(z.array(CaseNode)).parse(res.body).data ?? [];
    const leaf = nodes.find((n) => n.name === '电梯困人应急处置')!;
    const info = await t.call({
      method: 'POST',
      url: '/api/case/info',
      headers,
      payload: { id: leaf.id, category: leaf.parentId },
    });
    const html = envelopeOf(z.string()).parse(info.body).data;
    expect(html).toContain('<h3>案例经过</h3>');
    const category = nodes.find((n) => n.level === 1)!;
    expect(
      (await t.call({ method: 'POST', url: '/api/case/info', headers, payload: { id: category.id } })).status,
    ).toBe(404);
    const wrong = nodes.find((n) => n.level === 1 && n.id !== leaf.parentId)!;
    expect(
      (await t.call({ method: 'POST', url: '/api/case/info', headers, payload: { id: leaf.id, category: wrong.id } }))
        .status,
    ).toBe(404);
    const bad = await t.call<{ details: { path: string }[] }>({
      method: 'POST',
      url: '/api/case/info',
      headers,
      payload: { id: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]?.path).toBe('id');
  });
});
