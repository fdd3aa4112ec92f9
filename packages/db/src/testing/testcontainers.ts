import { existsSync } from 'node:fs';
import type { Database } from '../connect';
import { openPostgresTestDatabase } from './postgres-template';

/** True when a Docker engine socket is reachable by the usual means. */
export function dockerAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

let containerUrl: Promise<string> | undefined;

/** One PostgreSQL container per test worker; each test file gets its own database cloned in it. */
export async function openContainerTestDatabase(): Promise<{ database: Database; prepared: boolean }> {
  containerUrl ??= (async () => {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    return container.getConnectionUri();
  })();
  return openPostgresTestDatabase(await containerUrl);
}
