import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { tokenFor } from '../../../test/factories/session';
import { buildUser } from '../../../test/factories/users';

// The vendor is away (nothing listens on its port): the product answers in Chinese, never 500,
// and what it has stored (phone book, call records) still works.
let t: TestApp;
let cc: { authorization: string };

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 1;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  t = await createTestApp({ providerUrl: `http://127.0.0.1:${await closedPort()}` });
  const company = await buildCompany(t.database.db, { callCenterTenant: 'T-ANJU-CC', hasCallCenter: true });
  cc = await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role: 'emp' }));
});
afterAll(() => t.close());

describe('call centre with the vendor unreachable', () => {
  it('refuses the agent login with 502 and a Chinese message', async () => {
    const r = await t.call<{ msg: string; errorCode: string }>({
      method: 'POST',
      url: '/api/call-center/agent/login',
      headers: cc,
      payload: { username: 'cc8001', password: 'Agent@8001' },
    });
    expect(r.status).toBe(502);
    expect(r.body.msg).toBe('呼叫中心服务不可用，请稍后再试');
    expect(r.body.errorCode).toBe('call_center.vendor_unreachable');
  });

  it('still serves the stored call records and the phone book', async () => {
    const records = await t.call<{ code: number; data: { total: number } }>({ method: 'POST', url: '/api/call-center/v2/record', headers: cc, payload: {} });
    expect(records.status).toBe(200);
    expect(records.body.data.total).toBe(0);
    const book = await t.call({ method: 'POST', url: '/api/call-center/book/1/10', headers: cc, payload: { q: '' } });
    expect(book.status).toBe(200);
  });
});
