import type { CounterHouse, CounterLine, Payment, PaymentRow, ReceiptSheet, RefundRequest } from '@pm/contracts';
import type { z } from 'zod';

// Names for the contract shapes the counter uses (aliases of the contract schemas, never re-declared).
export type House = z.infer<typeof CounterHouse>;
export type Line = z.infer<typeof CounterLine>;
export type PaymentDetail = z.infer<typeof Payment>;
export type PaymentListRow = z.infer<typeof PaymentRow>;
export type Sheet = z.infer<typeof ReceiptSheet>;
export type RefundRequestRow = z.infer<typeof RefundRequest>;

/** One tender row as the cashier types it (amount is text until sent). */
export interface TenderDraft {
  method: string;
  amount: string;
  reference: string;
}
