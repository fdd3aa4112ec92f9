import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// The WeChat user a portal account bound (业主端 绑定微信, issue 32): portal_accounts.wechat_*.

export async function accountWechat(db: DbOrTx, accountId: number): Promise<{ openid: string | null; following: boolean | null }> {
  const [row] = await db.execute<{ wechat_openid: string | null; wechat_following: boolean | null }>(sql`
    select wechat_openid, wechat_following from portal_accounts where id = ${accountId}`);
  return { openid: row?.wechat_openid ?? null, following: row?.wechat_following ?? null };
}

/**
 * Binds the openid to the account (replacing another one it had). The same openid again keeps what is known of
 * it; another one starts unknown. An openid bound to another account breaks portal_accounts_wechat_openid_unique.
 */
export async function bindWechat(db: DbOrTx, accountId: number, openid: string): Promise<void> {
  await db.execute(sql`
    update portal_accounts set
      wechat_following = case when wechat_openid = ${openid} then wechat_following end,
      wechat_bound_at = case when wechat_openid = ${openid} then wechat_bound_at else now() end,
      wechat_openid = ${openid}
    where id = ${accountId}`);
}

export async function unbindWechat(db: DbOrTx, accountId: number): Promise<void> {
  await db.execute(sql`
    update portal_accounts set wechat_openid = null, wechat_following = null, wechat_bound_at = null where id = ${accountId}`);
}

/** What WeChat said of the openid's follow state (an event, or a send refused with 43004); answers the accounts changed. */
export async function setWechatFollowing(db: DbOrTx, openid: string, following: boolean): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    update portal_accounts set wechat_following = ${following}
    where wechat_openid = ${openid} and wechat_following is distinct from ${following}
    returning id`);
  return rows.length;
}
