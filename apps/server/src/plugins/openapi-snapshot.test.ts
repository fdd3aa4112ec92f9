import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Other systems build against docs/api/openapi.json. A contract change that does not update it in the
 * same commit fails here (CI runs without -u, so a mismatch is never written over): run
 * `pnpm exec vitest run apps/server/src/plugins/openapi-snapshot.test.ts -u` and commit the file.
 */
describe('the published OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the committed docs/api/openapi.json', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(status).toBe(200);
    await expect(`${JSON.stringify(body, null, 2)}\n`).toMatchFileSnapshot('../../../../docs/api/openapi.json');
  });

  it('documents each record type with its own paths and its row and values schemas', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/docs/json' });
    const doc = body as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/api/records/complaint'] ?? {})).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/records/complaint/{id}'] ?? {})).toEqual(['get', 'put', 'delete']);
    expect(doc.components.schemas).toHaveProperty('ComplaintRow.properties.receivedAt');
    expect(doc.components.schemas).toHaveProperty('ComplaintValues.properties.status');
    // A read-only view (companies) is documented for reading only.
    expect(Object.keys(doc.paths['/api/records/company'] ?? {})).toEqual(['get']);
    expect(doc.components.schemas).not.toHaveProperty('CompanyValues');
  });
});
