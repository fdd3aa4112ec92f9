import type { PayLink, PayOrder } from '@pm/contracts';
import type { z } from 'zod';

/**
 * What a 支付单 is, for a person: waiting for the payer, paid (late: after it was closed, the money to 预交款),
 * closed because its time ran out, cancelled by staff or refused by the vendor — or still open past its time
 * while the server closes it at the vendor.
 */
export type PayOrderStatus = 'open' | 'closing' | 'paid' | 'paidLate' | 'expired' | 'cancelled' | 'failed';

export function payOrderStatus(
  order: Pick<PayOrder, 'state' | 'closeReason' | 'late' | 'expiresAt'>,
  now: number,
): PayOrderStatus {
  if (order.state === 'paid') return order.late ? 'paidLate' : 'paid';
  if (order.state === 'closed') return order.closeReason ?? 'cancelled';
  return Date.parse(order.expiresAt) <= now ? 'closing' : 'open';
}

/** The badge colour of each status. */
export const STATUS_COLOR: Record<PayOrderStatus, string> = {
  open: 'blue',
  closing: 'orange',
  paid: 'green',
  paidLate: 'teal',
  expired: 'gray',
  cancelled: 'gray',
  failed: 'red',
};

/** Whether the screen should keep asking the server (and so the vendor) about the order. */
export function stillMoving(order: Pick<PayOrder, 'state'> | undefined): boolean {
  return order === undefined || order.state === 'open';
}

/** What the owner's page of a 收款链接 says: pay now, paid, past its time, or closed by the estate's staff. */
export type PayLinkStatus = 'open' | 'paid' | 'expired' | 'closed';

/** The owner cannot pay past the link's time even before the server closes the order (去支付 is refused then). */
export function payLinkStatus(link: Pick<z.output<typeof PayLink>, 'state' | 'expiresAt'>, now: number): PayLinkStatus {
  if (link.state === 'paid') return 'paid';
  const past = Date.parse(link.expiresAt) <= now;
  if (link.state === 'closed') return past ? 'expired' : 'closed';
  return past ? 'expired' : 'open';
}
