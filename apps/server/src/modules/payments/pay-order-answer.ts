import type { z } from 'zod';
import type { PayOrder, PayOrderQuery } from '@pm/contracts';
import { isoOrNull } from './iso-text';
import type { Db, DbOrTx } from '@pm/db';
import { dec } from '@pm/domain';
import type { Session } from '../../http/session';
import { payErrors } from './online-pay.errors';
import * as repo from './pay-orders.repo';

// A 支付单 as the API answers it (the counter's dialog, the list, the house's history).

const METHOD_NAME: Record<string, string> = { '6': '微信线上', '10': '企业微信' };
const iso = isoOrNull;

/** The owner's page of a 收款链接 (a route of the web app, public). */
export const linkPath = (token: string) => `/pay/${token}`;

function answer(r: repo.OrderAnswerRow): PayOrder {
  const v = r as Record<string, unknown>;
  const money = (k: string) => dec(v[k] as string).toFixed(2);
  const state = v.state as PayOrder['state'];
  return {
    id: Number(v.id),
    estateId: Number(v.estate_id),
    houseId: Number(v.house_id),
    houseCode: r.houseCode,
    houseName: r.houseName,
    settleType: v.settle_type as string,
    method: v.method as PayOrder['method'],
    methodName: METHOD_NAME[v.method as string] ?? (v.method as string),
    tradeType: v.trade_type as PayOrder['tradeType'],
    outTradeNo: v.out_trade_no as string,
    description: v.description as string,
    amount: money('amount'),
    principal: money('principal'),
    lateFee: money('late_fee'),
    asOf: String(v.as_of).slice(0, 10),
    state,
    closeReason: (v.close_reason as PayOrder['closeReason']) ?? null,
    codeUrl: state === 'open' ? ((v.code_url as string | null) ?? null) : null,
    linkPath: v.link_token ? linkPath(v.link_token as string) : null,
    expiresAt: iso(v.expires_at)!,
    createdAt: iso(v.created_at)!,
    createdByName: r.createdByName,
    closedAt: iso(v.closed_at),
    paidAt: iso(v.paid_at),
    transactionId: (v.transaction_id as string | null) ?? null,
    paymentId: v.payment_id === null ? null : Number(v.payment_id),
    receiptNo: r.receiptNo,
    late: Boolean(v.late),
    error: (v.error as string | null) ?? null,
    lines: r.lines.map((l) => ({ ...l, principal: dec(l.principal).toFixed(2), lateFee: dec(l.lateFee).toFixed(2) })),
  };
}

export async function orderAnswer(db: DbOrTx, companyId: number, id: number): Promise<PayOrder | undefined> {
  const [row] = await repo.orderAnswers(db, { companyId, id });
  return row ? answer(row) : undefined;
}

export async function getPayOrder({ db }: { db: Db }, s: Session, input: { id: number }): Promise<PayOrder> {
  const found = await orderAnswer(db, s.companyId, input.id);
  if (!found) throw payErrors.notFound();
  return found;
}

export async function listPayOrders({ db }: { db: Db }, s: Session, q: z.output<typeof PayOrderQuery>) {
  const { page, size, ...filter } = q;
  const f = { companyId: s.companyId, ...filter };
  const [total, rows] = await Promise.all([repo.countOrders(db, f), repo.orderAnswers(db, f, { limit: size, offset: (page - 1) * size })]);
  return { total, page, size, rows: rows.map(answer) };
}
