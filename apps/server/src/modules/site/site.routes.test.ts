import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, SiteData } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEFAULT_AUTH_SIGN_KEY } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/site', () => {
  it('answers the site settings from the database with a 3072-bit RSA public key', async () => {
    await t.database.db.update(schema.siteSettings).set({ siteName: '测试物业平台', phone: '021-1234' });
    const { status, body } = await t.call({ method: 'GET', url: '/api/site' });
    expect(status).toBe(200);
    const parsed = envelopeOf(SiteData).parse(body);
    expect(parsed.code).toBe(200);
    expect(parsed.data?.siteName).toBe('测试物业平台');
    expect(parsed.data?.phone).toBe('021-1234');
    const key = createPublicKey(parsed.data?.pubKey ?? '');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(3072);
  });

  it('keeps the same key across app builds on one database', async () => {
    const first = await t.call<{ data: { pubKey: string } }>({ method: 'GET', url: '/api/site' });
    const { buildApp } = await import('../../app');
    const second = await buildApp(t.config, t.database);
    const again = (await second.inject({ method: 'GET', url: '/api/site' })).json<{ data: { pubKey: string } }>();
    await second.close();
    expect(again.data.pubKey).toBe(first.body.data.pubKey);
  });

  it('publishes the configured sign-in signature key, so clients sign with the server key', async () => {
    const byDefault = envelopeOf(SiteData).parse((await t.call({ method: 'GET', url: '/api/site' })).body);
    expect(byDefault.data?.signKey).toBe(DEFAULT_AUTH_SIGN_KEY);
    const { buildApp } = await import('../../app');
    const configured = await buildApp({ ...t.config, authSignKey: 'site-specific-key-42' }, t.database);
    const answer = envelopeOf(SiteData).parse((await configured.inject({ method: 'GET', url: '/api/site' })).json());
    await configured.close();
    expect(answer.data?.signKey).toBe('site-specific-key-42');
  });
});

describe('the envelope for errors', () => {
  it('answers unknown API paths with 404 and the Chinese message', async () => {
    const { status, body } = await t.call<{ code: number; msg: string; requestId: string }>({
      method: 'GET',
      url: '/api/nope',
    });
    expect(status).toBe(404);
    expect(body.msg).toBe('请求错误，未找到该资源！');
    expect(body.requestId).toBeTruthy();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { status, body } = await t.call<{ msg: string }>({
      method: 'POST',
      url: '/api/site',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(status).toBeLessThan(500);
    expect(body.msg).toBeTruthy();
  });
});

describe('/healthz and /api/docs', () => {
  it('reports the database', async () => {
    const { status, body } = await t.call<{ database: string }>({ method: 'GET', url: '/healthz' });
    expect(status).toBe(200);
    expect(body.database).toBe('ok');
  });

  it('serves OpenAPI generated from the contracts', async () => {
    const { status, body } = await t.call<{ openapi: string; paths: Record<string, unknown> }>({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.0.3');
    expect(body.paths['/api/site']).toBeDefined();
  });
});
