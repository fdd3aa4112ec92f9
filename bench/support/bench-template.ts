// The scaled bench databases worth keeping: seeding 10M lines takes minutes, copying a template
// takes seconds. A template's name carries what built it (options, the month the lines are dated
// from, a hash of the migrations and the seed's scale code), so a change of any of them builds anew.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type postgres from 'postgres';

const root = new URL('../../', import.meta.url);

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['migrations/', 'seed/src/']) {
    for (const file of readdirSync(new URL(dir, root)).filter((f) => f.endsWith('.sql') || /^scale.*\.ts$|\.seed\.ts$/.test(f)).sort()) {
      hash.update(file).update(readFileSync(new URL(dir + file, root)));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

export function templateName(key: string, month: string): string {
  return `pm_bench_tpl_${key}_${month.replace('-', '')}_${sourceHash()}`;
}

/** The month (YYYY-MM) in China: seed:scale dates its lines back from it. */
export function shanghaiMonth(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 7);
}

/** What the build stored on the template (its comment, set last: a template without one is unfinished). */
export async function templateInfo(admin: postgres.Sql, name: string): Promise<string | null> {
  const [row] = await admin<{ info: string | null }[]>`
    select shobj_description(oid, 'pg_database') as info from pg_database where datname = ${name}`;
  return row?.info ?? null;
}

export async function templateReady(admin: postgres.Sql, name: string): Promise<boolean> {
  return (await templateInfo(admin, name)) !== null;
}

export async function markTemplateReady(admin: postgres.Sql, name: string, info: string): Promise<void> {
  await admin.unsafe(`comment on database "${name}" is '${info.replaceAll("'", "''")}'`);
}
