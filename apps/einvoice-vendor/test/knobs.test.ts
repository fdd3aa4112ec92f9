import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ServicesClient } from '../src/testing/index';
import { issued, M, order, OTHER_SELLER, queried, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${t.vendor.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('knobs over HTTP (/__test) and the page', () => {
  it('answers HTTP 503 during an outage and does nothing; a counted outage ends by itself', async () => {
    await t.client.token();
    await post('/__test/outage', { count: 2 });
    for (let i = 0; i < 2; i++) {
      const answer = await t.client.call(M.issue, order('OUT-1'));
      expect(answer.status).toBe(503);
      expect(answer.text).toContain('Service Temporarily Unavailable');
    }
    expect(t.vendor.knobs.invoices()).toHaveLength(0);
    expect((await t.client.call(M.issue, order('OUT-1'))).body.code).toBe('E0000');
    t.vendor.knobs.outage({ status: 502 });
    expect((await t.client.call(M.query, { orderNos: ['OUT-1'] })).status).toBe(502);
    await post('/__test/outage/end', {});
    expect((await t.client.call(M.query, { orderNos: ['OUT-1'] })).status).toBe(200);
  });

  it('answers late but carries the call out at once (a client that gave up finds the order taken)', async () => {
    await t.client.token();
    t.vendor.knobs.slowAnswers({ delayMs: 400 });
    const slow = t.client.call(M.issue, order('SLOW-1'));
    await new Promise((r) => setTimeout(r, 100));
    expect(t.vendor.knobs.invoices().map((i) => i.orderNo)).toEqual(['SLOW-1']);
    expect((await slow).body.code).toBe('E0000');
  });

  it('registers another seller; its invoices carry its own province and name', async () => {
    const hz = new ServicesClient(t.vendor.url, t.vendor, OTHER_SELLER);
    await hz.call(M.issue, order('HZ-1', { salerTaxNum: OTHER_SELLER }));
    const registered = await post('/__test/sellers', { taxNum: '91110108551385082Q', name: '北京某物业有限公司' });
    expect(registered.body).toMatchObject({
      taxNum: '91110108551385082Q',
      province: '11',
      singleInvoiceLimit: '100000.00',
    });
    expect((await post('/__test/sellers', { taxNum: '123', name: 'x' })).status).toBe(400);
  });

  it('shows invoices, 确认单, callbacks and calls on the page, escaping what it was sent; the buyer button confirms use', async () => {
    const r = await issued(t, 'PAGE-1', { buyerName: '<b>业主</b>' });
    const html = await (await fetch(`${t.vendor.url}/`)).text();
    expect(html).toContain('电子发票平台模拟服务');
    expect(html).toContain(r.invoiceNo);
    expect(html).toContain('2 开票完成');
    expect(html).toContain('&lt;b&gt;业主&lt;/b&gt;');
    expect(html).not.toContain('<b>业主</b>');
    expect(html).toContain('requestBillingNew');
    const res = await fetch(`${t.vendor.url}/ui/confirm-use`, {
      method: 'POST',
      body: `invoiceNumber=${r.invoiceNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(t.vendor.knobs.invoices()[0]?.buyerConfirmedUse).toBe(true);
  });

  it('moves the clock, sets timings, refuses a bad knob body, and forgets everything on reset', async () => {
    expect((await post('/__test/clock', { to: '2026-05-10T10:00:05+08:00' })).body.now).toBe('2026-05-10 10:00:05');
    expect((await post('/__test/timing', { issueDelayMs: 5 })).body).toMatchObject({ issueDelayMs: 5 });
    expect((await post('/__test/issues', { delayMs: -1 })).status).toBe(400);
    const r = await issued(t, 'RESET-1');
    expect(r.invoiceNo.slice(0, 2)).toBe('26');
    expect((await post('/__test/reset', {})).body).toEqual({ code: 'E0000', describe: '成功' });
    expect(t.vendor.knobs.invoices()).toEqual([]);
    expect(t.vendor.knobs.calls()).toEqual([]);
    expect(t.vendor.knobs.state().clockOffsetMs).toBe(0);
    expect(await queried(t, 'RESET-1')).toBeUndefined();
  });

  it('gives the demo application to a product in another process', async () => {
    expect(await (await fetch(`${t.vendor.url}/__test/app`)).json()).toEqual({
      appKey: t.vendor.appKey,
      appSecret: t.vendor.appSecret,
      sellers: [
        { taxNum: '91310115MA1K4PM3XC', name: '上海安居物业管理有限公司' },
        { taxNum: '91330106MA2CFH7E53', name: '杭州安居物业服务有限公司' },
      ],
    });
    expect(t.vendor.appKey).toMatch(/^SD\d{8}$/);
    expect(t.vendor.appSecret).toMatch(/^[0-9A-F]{16}$/);
  });
});
