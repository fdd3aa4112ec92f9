import postgres from 'postgres';

/**
 * A PostgreSQL URL as the `postgres` driver takes it. A local server is reached over its Unix socket the way libpq
 * writes it: `postgres://user@localhost/db?host=/var/run/postgresql` (the socket's directory in the `host` parameter).
 * The driver reads no such parameter (it would send it to the server as a setting), so it is taken out here and given
 * as the socket's path; any other URL is passed on as it is.
 */
export function connectionOf(url: string): { url: string; path?: string } {
  const query = url.indexOf('?');
  if (query < 0) return { url };
  const params = new URLSearchParams(url.slice(query + 1));
  const directory = params.get('host');
  if (!directory?.startsWith('/')) return { url };
  params.delete('host');
  const port = /^[^?]*:\/\/[^/?]*:(\d+)(?:[/?]|$)/.exec(url)?.[1] ?? params.get('port') ?? '5432';
  const rest = params.toString();
  return { url: `${url.slice(0, query)}${rest ? `?${rest}` : ''}`, path: `${directory.replace(/\/+$/, '')}/.s.PGSQL.${port}` };
}

/** A `postgres` client for the URL, over the socket the URL names (connectionOf) or TCP. */
export function postgresClient(databaseUrl: string, options: postgres.Options<Record<string, postgres.PostgresType>> = {}): postgres.Sql {
  const { url, path } = connectionOf(databaseUrl);
  return postgres(url, { ...options, ...(path ? { path } : {}) });
}
