// On PostgreSQL the product does not copy the database itself: the screen shows the pg_dump and
// pg_restore commands for the configured database (host, port, user and name; never the password).

export interface PostgresHelp {
  database: string;
  host: string;
  port: string;
  user: string;
  dumpCommand: string;
  restoreCommand: string;
}

const quoted = (text: string): string => (/^[\w.@%+=:,/-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

export function postgresHelp(databaseUrl: string): PostgresHelp {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const host = url.hostname || 'localhost';
  const port = url.port || '5432';
  const user = decodeURIComponent(url.username) || 'postgres';
  const target = `-h ${quoted(host)} -p ${port} -U ${quoted(user)}`;
  return {
    database,
    host,
    port,
    user,
    dumpCommand: `pg_dump ${target} -Fc -f "pm-backup-$(date +%Y%m%d-%H%M%S).dump" ${quoted(database)}`,
    restoreCommand: `pg_restore ${target} -d ${quoted(database)} --clean --if-exists --no-owner pm-backup-YYYYMMDD-HHmmss.dump`,
  };
}
