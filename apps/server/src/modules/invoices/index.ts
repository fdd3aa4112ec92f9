// 电子发票: what other modules use. Settlement's 冲红 of a payment red-letters its invoices in the same transaction.
import type { DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import type { JobEngine } from '../../jobs/index';
import { invoicesOnReversal } from './red-letter';

export { invoicesPlugin } from './invoices.plugin';
export { EINVOICE_CALLBACK_PATH } from './einvoice-callback.routes';

/** The invoices' part of a payment's reversal: inside its transaction, then the job's dispatch after commit. */
export interface ReversalInvoices {
  inReversal(tx: DbOrTx, s: Session, paymentId: number): Promise<number | undefined>;
  dispatch(jobId: number): Promise<void>;
}

export const reversalInvoices = (jobs: JobEngine): ReversalInvoices => ({
  inReversal: (tx, s, paymentId) => invoicesOnReversal(tx, jobs, s, paymentId),
  dispatch: (jobId) => jobs.dispatch(jobId),
});
