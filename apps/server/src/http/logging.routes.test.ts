import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@pm/db/testing';
import type { Database } from '@pm/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { installTestKeys } from '../../test/test-keys';
import { buildCompany } from '../../test/factories/companies';
import { buildUser } from '../../test/factories/users';
import { tokenFor } from '../../test/factories/session';
import type { TestApp } from '../../test/harness';

// The log policy: route pattern, method, status, error code and request id; never the caller's data.

const MARKER = 'MARKER-7f3a9c';
const PASSWORD = 'Pw-secret-51d2';
const QUERY_TOKEN = 'qtoken-0b8e44';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let app: FastifyInstance;
let database: Database;
let authorization: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ logLevel: 'info' });
  await installTestKeys(database.db);
  app = await buildApp(config, database, { logStream: capture });
  await app.ready();
  const company = await buildCompany(database.db);
  const user = await buildUser(database.db, { companyId: company.id, role: 'emp' });
  ({ authorization } = await tokenFor({ app, database, config } as TestApp, user));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type LogLine = Record<string, unknown> & { reqId?: string };

function linesOf(requestId: string): { text: string; parsed: LogLine[] } {
  const mine = lines.filter((line) => line.includes(requestId));
  return { text: mine.join('\n'), parsed: mine.map((line) => JSON.parse(line) as LogLine) };
}

function expectNoCallerData(text: string) {
  for (const secret of [MARKER, PASSWORD, QUERY_TOKEN, authorization.slice('Bearer '.length)])
    expect(text).not.toContain(secret);
}

async function send(method: 'POST' | 'GET', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  return {
    status: response.statusCode,
    requestId: String(response.headers['x-request-id']),
    body: response.json<{ errorCode: string }>(),
  };
}

describe('logs say where and what, never the caller data', () => {
  it('logs a refused request by route, method, status, error code and request id only', async () => {
    const res = await send('POST', `/api/records/estate?token=${QUERY_TOKEN}&name=${MARKER}`, {
      code: MARKER,
      name: MARKER,
      password: PASSWORD,
      chargeArea: MARKER,
    });
    expect(res.status).toBe(400);
    const { text, parsed } = linesOf(res.requestId);
    expectNoCallerData(text);
    expect(
      parsed.some(
        (l) =>
          l.route === '/api/records/:key' &&
          l.method === 'POST' &&
          l.status === 400 &&
          l.errorCode === res.body.errorCode,
      ),
    ).toBe(true);
    expect(parsed.some((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 400)).toBe(true);
    expect(parsed.every((l) => l.reqId === res.requestId)).toBe(true);
  });

  it('logs a database failure without the SQL parameters or the refused values', async () => {
    await database.sql.unsafe('alter table estates rename column remark to remark_moved');
    try {
      const res = await send('POST', `/api/records/estate?token=${QUERY_TOKEN}`, {
        code: 'LOG-1',
        name: `${MARKER}花园`,
        chargeArea: '1',
        remark: MARKER,
        password: PASSWORD,
      });
      expect(res.status).toBe(500);
      expect(res.body.errorCode).toBe('server.internal');
      const { text, parsed } = linesOf(res.requestId);
      expectNoCallerData(text);
      const failure = parsed.find((l) => l.msg === 'request failed');
      expect(failure).toMatchObject({
        route: '/api/records/:key',
        method: 'POST',
        status: 500,
        errorCode: 'server.internal',
        reqId: res.requestId,
      });
      // The error is still told by its database code, so the failure can be found.
      expect(text).toContain('42703');
    } finally {
      await database.sql.unsafe('alter table estates rename column remark_moved to remark');
    }
  });

  it('logs the incoming request by its route pattern, not the URL with its query', async () => {
    const res = await send('GET', `/api/records/estate?name=${MARKER}&token=${QUERY_TOKEN}`);
    expect(res.status).toBe(200);
    const { text, parsed } = linesOf(res.requestId);
    expectNoCallerData(text);
    expect(parsed.some((l) => (l.req as { route?: string } | undefined)?.route === '/api/records/:key')).toBe(true);
  });
});
