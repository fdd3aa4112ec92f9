import type { Db, DbOrTx } from '@pm/db';
import { optedOut } from './opt-outs.repo';
import { houseOwners, wechatOfPhones, type Owner } from './recipients.repo';

/** Where one message to one owner goes, or why it cannot. */
export type Address =
  | { channel: 'sms' | 'wechat'; address: string; name: string; phone: string | null }
  | { channel: 'sms' | 'wechat'; skipped: string; name: string; phone: string | null };

/**
 * The addresses of the houses' current owners on a channel: one per distinct mobile (two owners sharing a phone get
 * one message); WeChat through the portal account of that mobile when it bound WeChat and follows, else by SMS when
 * the company falls back, else not sent with the reason; an opted-out address is not sent either.
 */
export async function addressesOf(
  db: Db | DbOrTx,
  companyId: number,
  houseIds: number[],
  channel: 'sms' | 'wechat',
  today: string,
  smsFallback: boolean,
): Promise<Map<number, Address[]>> {
  const owners = await houseOwners(db, companyId, houseIds, today);
  const phones = [...new Set([...owners.values()].flat().flatMap((o) => (o.mobile ? [o.mobile] : [])))];
  const openids = channel === 'wechat' ? await wechatOfPhones(db, phones) : new Map<string, string>();
  const out = new Map<number, Address[]>();
  for (const houseId of houseIds) {
    const list = owners.get(houseId) ?? [];
    if (list.length === 0) {
      out.set(houseId, [{ channel, skipped: '房屋无在册业主', name: '', phone: null }]);
      continue;
    }
    const byPhone = new Map<string, Owner[]>();
    for (const o of list) if (o.mobile) byPhone.set(o.mobile, [...(byPhone.get(o.mobile) ?? []), o]);
    if (byPhone.size === 0) {
      out.set(houseId, [{ channel, skipped: '业主未登记手机号', name: list.map((o) => o.name).join('、'), phone: null }]);
      continue;
    }
    out.set(
      houseId,
      [...byPhone].map(([phone, named]): Address => {
        const name = named.map((o) => o.name).join('、');
        if (channel === 'sms') return { channel, address: phone, name, phone };
        const openid = openids.get(phone);
        if (openid) return { channel, address: openid, name, phone };
        if (smsFallback) return { channel: 'sms', address: phone, name, phone };
        return { channel, skipped: '业主未绑定微信或未关注公众号', name, phone };
      }),
    );
  }
  for (const ch of ['sms', 'wechat'] as const) {
    const all = [...out.values()].flat().filter((a): a is Address & { address: string } => a.channel === ch && 'address' in a);
    const blocked = await optedOut(db, companyId, ch, all.map((a) => a.address));
    if (blocked.size === 0) continue;
    for (const [houseId, list] of out)
      out.set(
        houseId,
        list.map((a) => ('address' in a && a.channel === ch && blocked.has(a.address) ? { channel: ch, skipped: '业主已退订', name: a.name, phone: a.phone } : a)),
      );
  }
  return out;
}
