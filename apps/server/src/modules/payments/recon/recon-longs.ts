import type { Db } from '@pm/db';
import type { ReconDifference, ReconResolution } from '@pm/domain';
import { vendorWords } from '../online-pay.errors';
import type { PayGateway } from '../pay-gateway';
import { recordPaid } from '../record-paid';

// A 长款 (in the bill, not in our books) of one of our orders: the notification was lost, or the payer paid as the
// order closed. The vendor is asked; SUCCESS there is recorded through recordPaid, the one path that posts a paid
// order (idempotent: a second run, or a notification arriving meanwhile, posts nothing more), and the item says so.
// A 长款 of no order of ours stays open for a person to explain.

/** What a run found out about a difference: resolved by the system (posted, cross_day), or only a detail. */
export interface Explained {
  difference: ReconDifference;
  resolution: Extract<ReconResolution, 'posted' | 'cross_day'> | null;
  note: string | null;
  detail: string;
}

const PAID_WORDS: Record<string, string> = {
  posted: '已按支付单入账',
  late: '支付单已关闭，已入账（未能结清的部分转预交款）',
  duplicate: '支付单已入账',
};

export async function checkLongs(db: Db, gateway: PayGateway, differences: readonly ReconDifference[]): Promise<Explained[]> {
  const explained: Explained[] = [];
  for (const d of differences) {
    if (d.kind !== 'long') continue;
    if (d.orderId === null) {
      explained.push({ difference: d, resolution: null, note: null, detail: '本系统没有这个商户订单号的支付单' });
      continue;
    }
    try {
      const t = await gateway.client.queryByOutTradeNo(d.outTradeNo);
      if (t.trade_state !== 'SUCCESS' && t.trade_state !== 'REFUND') {
        explained.push({ difference: d, resolution: null, note: null, detail: `微信支付查询：${t.trade_state_desc || t.trade_state}` });
        continue;
      }
      const outcome = await recordPaid(db, t);
      const words = PAID_WORDS[outcome.result];
      if (words) explained.push({ difference: d, resolution: 'posted', note: `微信支付查询为已支付（${t.transaction_id ?? ''}），${words}`, detail: `支付单#${d.orderId}` });
      else explained.push({ difference: d, resolution: null, note: null, detail: outcome.result === 'mismatch' ? '微信支付查询的金额与支付单不符，未入账' : `微信支付查询：${t.trade_state}，未入账` });
    } catch (error) {
      explained.push({ difference: d, resolution: null, note: null, detail: `查询失败：${vendorWords(error)}` });
    }
  }
  return explained;
}
