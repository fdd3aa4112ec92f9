import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from '../settlement/index';

// Sign-in codes, portal accounts and sessions (业主端). Times are the database's clock, so instances agree.

/** Serialises code requests of one phone (the rate limits count rows this transaction is about to add to). */
export async function lockPhone(tx: DbOrTx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`portal-sms:${phone}`}, 0))`);
}

/** What the limits need: seconds since the phone's last code, codes in the last hour and day, the address's last hour. */
export async function codeCounts(tx: DbOrTx, phone: string, ip: string) {
  const [row] = await tx.execute<{ since_last: number | null; phone_hour: number; phone_day: number; ip_hour: number }>(sql`
    select
      (select extract(epoch from now() - max(created_at))::int from portal_sms_codes where phone = ${phone} and refused_code is null and created_at > now() - interval '1 day') as since_last,
      (select count(*)::int from portal_sms_codes where phone = ${phone} and created_at > now() - interval '1 hour') as phone_hour,
      (select count(*)::int from portal_sms_codes where phone = ${phone} and created_at > now() - interval '1 day') as phone_day,
      (select count(*)::int from portal_sms_codes where ip = ${ip} and created_at > now() - interval '1 hour') as ip_hour`);
  return row!;
}

export async function insertCode(tx: DbOrTx, row: { phone: string; codeHash: string; ip: string; ttlSeconds: number }): Promise<number> {
  const [written] = await tx.execute<{ id: number }>(sql`
    insert into portal_sms_codes (phone, code_hash, ip, expires_at)
    values (${row.phone}, ${row.codeHash}, ${row.ip}, now() + make_interval(secs => ${row.ttlSeconds}))
    returning id`);
  return Number(written!.id);
}

export async function noteSent(db: DbOrTx, id: number, result: { bizId: string } | { refusedCode: string }) {
  await db.execute(
    'bizId' in result
      ? sql`update portal_sms_codes set biz_id = ${result.bizId} where id = ${id}`
      : sql`update portal_sms_codes set refused_code = ${result.refusedCode} where id = ${id}`,
  );
}

/** The phone's latest code the gateway took, locked: only the latest one can sign in. */
export async function lockLatestCode(tx: DbOrTx, phone: string) {
  const [row] = await tx.execute<{ id: number; code_hash: string; attempts: number; used: boolean; expired: boolean }>(sql`
    select id, code_hash, attempts, used_at is not null as used, expires_at <= now() as expired
    from portal_sms_codes where phone = ${phone} and refused_code is null
    order by id desc limit 1 for update`);
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function countWrongTry(tx: DbOrTx, id: number) {
  await tx.execute(sql`update portal_sms_codes set attempts = attempts + 1 where id = ${id}`);
}

export async function markUsed(tx: DbOrTx, id: number) {
  await tx.execute(sql`update portal_sms_codes set used_at = now() where id = ${id}`);
}

/** The phone's account, made at its first sign-in. */
export async function upsertAccount(tx: DbOrTx, phone: string): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into portal_accounts (phone, last_sign_in_at) values (${phone}, now())
    on conflict (phone) do update set last_sign_in_at = now()
    returning id`);
  return Number(row!.id);
}

export async function insertSession(tx: DbOrTx, s: { tokenHash: string; accountId: number; ttlSeconds: number; ip: string }) {
  const [row] = await tx.execute<{ expires_at: string }>(sql`
    insert into portal_sessions (token_hash, account_id, expires_at, ip)
    values (${s.tokenHash}, ${s.accountId}, now() + make_interval(secs => ${s.ttlSeconds}), ${s.ip})
    returning ${isoOf(sql`expires_at`)} as expires_at`);
  return row!.expires_at;
}

/** A live session's account. */
export async function sessionAccount(db: DbOrTx, tokenHash: string) {
  const [row] = await db.execute<{ account_id: number; phone: string }>(sql`
    select s.account_id, a.phone from portal_sessions s join portal_accounts a on a.id = s.account_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()`);
  return row ? { accountId: Number(row.account_id), phone: row.phone } : undefined;
}

export async function revokeSession(db: DbOrTx, tokenHash: string) {
  await db.execute(sql`update portal_sessions set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`);
}
