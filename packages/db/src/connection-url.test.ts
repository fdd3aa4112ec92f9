import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { connectionOf } from './connection-url';

describe('connectionOf', () => {
  it.each([
    ['postgres://u@127.0.0.1:5432/db', { url: 'postgres://u@127.0.0.1:5432/db' }],
    ['postgres://u@localhost/db?host=/var/run/postgresql', { url: 'postgres://u@localhost/db', path: '/var/run/postgresql/.s.PGSQL.5432' }],
    ['postgres://u@localhost:5433/db?host=/tmp/&sslmode=disable', { url: 'postgres://u@localhost:5433/db?sslmode=disable', path: '/tmp/.s.PGSQL.5433' }],
    ['postgres://u@db.example.com/db?sslmode=require', { url: 'postgres://u@db.example.com/db?sslmode=require' }],
    ['postgres://u@localhost/db?host=db.example.com', { url: 'postgres://u@localhost/db?host=db.example.com' }],
  ])('%s', (url, expected) => {
    expect(connectionOf(url)).toEqual(expected);
  });
});

// The machine's PostgreSQL over its socket, where the test runs beside one with Debian's socket directory (CI does).
const SOCKETS = '/var/run/postgresql';
const socketUrl = process.env.TEST_DATABASE_URL && existsSync(`${SOCKETS}/.s.PGSQL.5432`) ? `${process.env.TEST_DATABASE_URL}?host=${SOCKETS}` : undefined;
const clients: postgres.Sql[] = [];
afterAll(async () => {
  for (const sql of clients) await sql.end();
});

describe.skipIf(!socketUrl)('a local PostgreSQL over its socket', () => {
  it('connects without TCP (the server sees no client address)', async () => {
    const { url, path } = connectionOf(socketUrl!);
    const sql = postgres(url, { max: 1, ...(path ? { path } : {}) });
    clients.push(sql);
    const [row] = await sql<{ addr: string | null }[]>`select inet_client_addr()::text as addr`;
    expect(row?.addr).toBeNull();
  });
});
