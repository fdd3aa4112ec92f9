import type { z } from 'zod';
import type { InvoiceRedInput, InvoiceRequestDetail } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { redConfirmationStart, redLetter, type BlueLine, type RedLine, type RedProblem, type RedReason, type RedRequest } from '@pm/domain';
import type { Session } from '../../http/session';
import type { JobEngine } from '../../jobs/index';
import { getRequest } from './invoice-views';
import { invoiceErrors } from './invoices.errors';
import * as repo from './invoices.repo';
import { issueJob, newRequestNo } from './request-invoice';

const RED_PROBLEM_TEXT = (p: RedProblem, seqOf: (blueLine: number) => string): string => {
  switch (p.code) {
    case 'nothing_left':
      return '该发票已全部冲红';
    case 'no_lines':
      return '请选择冲红的发票行';
    case 'unknown_line':
      return '冲红的发票行不属于该发票';
    case 'line_twice':
      return `发票行${seqOf(p.blueLine)}重复`;
    case 'not_positive':
      return `发票行${seqOf(p.blueLine)}的冲红金额应大于0`;
    case 'exceeds':
      return `发票行${seqOf(p.blueLine)}的冲红金额超过尚未冲红的${p.standing}元`;
  }
};

export interface RedAsk {
  reason: RedReason;
  buyerConfirmedUse: boolean;
  /** Absent: all that stands. */
  lines?: { lineId: number; gross: string }[] | undefined;
}

/**
 * A red-letter request against an issued blue one, in the caller's transaction: the domain's 确认单 rule (a partial
 * red needs the buyer's 用途确认 and is refused for 开票有误) and its split of what stands (per line, never more than
 * the blue line less earlier reds). Its lines lower what is invoiced of the receipt lines at once (a failed red puts
 * them back). One 确认单 at a time per blue invoice.
 */
export async function writeRed(tx: DbOrTx, s: Session, blue: repo.RequestRow, ask: RedAsk): Promise<number | undefined> {
  if (blue.direction !== 'blue' || blue.state !== 'issued') throw invoiceErrors.notRedable();
  const reds = await repo.liveRedRequests(tx, blue.id);
  if (reds.some((r) => r.state === 'pending' || r.state === 'issuing')) throw invoiceErrors.redWaiting();
  const partial = ask.lines !== undefined;
  const start = redConfirmationStart({ partial, reason: ask.reason, buyerConfirmedUse: ask.buyerConfirmedUse });
  if (!start.ok)
    throw invoiceErrors.redProblem(
      start.problem === 'partial_for_wrong_invoice' ? '开票有误只能全额冲红（再重新开具）' : '购买方尚未用途确认，只能全额冲红',
    );

  const lines = await repo.linesOf(tx, [blue.id, ...reds.map((r) => r.id)]);
  const blueLines = lines.filter((l) => l.requestId === blue.id);
  const seqById = new Map(blueLines.map((l) => [l.id, l.seq]));
  const asBlue: BlueLine[] = blueLines.map((l) => ({ net: l.net, tax: l.tax, gross: l.gross, rate: l.rate }));
  const earlier: RedLine[] = lines
    .filter((l) => l.requestId !== blue.id)
    .map((l) => ({ blueLine: seqById.get(l.blueLineId ?? 0) ?? 0, rate: l.rate, net: l.net, tax: l.tax, gross: l.gross }));
  const request: RedRequest = ask.lines
    ? { lines: ask.lines.map((l) => ({ blueLine: seqById.get(l.lineId) ?? -1, gross: l.gross })) }
    : { whole: true };
  const result = redLetter(asBlue, earlier, request);
  if (!result.ok) {
    if (result.problem.code === 'nothing_left' && !partial) return undefined;
    throw invoiceErrors.redLine(RED_PROBLEM_TEXT(result.problem, (n) => String(n)));
  }

  const requestNo = newRequestNo();
  const red = await repo.insertRequest(tx, {
    companyId: blue.companyId,
    estateId: blue.estateId,
    houseId: blue.houseId,
    paymentId: blue.paymentId,
    receiptId: blue.receiptId,
    direction: 'red',
    blueRequestId: blue.id,
    itemId: blue.itemId,
    buyerType: blue.buyerType,
    buyerName: blue.buyerName,
    buyerTaxId: blue.buyerTaxId,
    requestNo,
    net: result.totals.net,
    tax: result.totals.tax,
    gross: result.totals.gross,
    createdBy: s.userId,
  });
  await repo.insertLines(
    tx,
    result.lines.map((line, i) => {
      const b = blueLines[line.blueLine - 1]!;
      // The blue line counted its 含税 amount against the receipt line when prices include tax, else its 金额.
      const covered = b.covered === b.gross ? line.gross : line.net;
      return {
        companyId: blue.companyId,
        requestId: red.id,
        seq: i + 1,
        allocationId: b.allocationId,
        itemId: b.itemId,
        name: b.name,
        taxCode: b.taxCode,
        rate: b.rate,
        policyFlag: b.policyFlag,
        covered,
        gross: line.gross,
        net: line.net,
        tax: line.tax,
        blueLineId: b.id,
      };
    }),
  );
  await repo.insertRedLetter(tx, {
    requestId: red.id,
    companyId: blue.companyId,
    reason: ask.reason,
    partial,
    billId: requestNo,
    net: result.totals.net,
    tax: result.totals.tax,
  });
  return red.id;
}

/** 冲红 of an issued invoice, whole or partial (per blue line, a tax-inclusive amount), sent by a job. */
export async function requestRed(
  { db, jobs }: { db: Db; jobs: JobEngine },
  s: Session,
  input: z.output<typeof InvoiceRedInput>,
): Promise<z.output<typeof InvoiceRequestDetail>> {
  const written = await db.transaction(async (tx) => {
    const blue = await repo.lockRequest(tx, input.id);
    if (!blue || blue.companyId !== s.companyId) throw invoiceErrors.requestNotFound();
    const redId = await writeRed(tx, s, blue, { reason: input.reason, buyerConfirmedUse: input.buyerConfirmedUse, lines: input.lines });
    if (redId === undefined) throw invoiceErrors.redLine('该发票已全部冲红');
    return { redId, jobId: await issueJob(tx, jobs, s, [redId], '冲红电子发票') };
  });
  if (written.jobId !== undefined) await jobs.dispatch(written.jobId);
  return getRequest({ db }, s, written.redId);
}

/**
 * What a 冲红 of a payment does to its invoices, inside the reversal's transaction (settlement's reversePayment):
 * requests not yet sent are cancelled, issued invoices get a whole red letter (reason 销货退回: the payment is
 * undone), and the reversal is refused while one is being issued or another red letter is under way. The
 * database refuses the reversal at commit if anything of the payment still stands invoiced. Answers the job to
 * dispatch after commit.
 */
export async function invoicesOnReversal(tx: DbOrTx, jobs: JobEngine, s: Session, paymentId: number): Promise<number | undefined> {
  const blues = await repo.blueRequestsOfPayment(tx, s.companyId, paymentId);
  const redIds: number[] = [];
  for (const blue of blues) {
    if (blue.state === 'pending') await repo.moveRequest(tx, blue.id, ['pending'], 'cancelled');
    else if (blue.state === 'issuing') throw invoiceErrors.issuingOnReversal();
    else if (blue.state === 'issued') {
      const redId = await writeRed(tx, s, blue, { reason: '1', buyerConfirmedUse: false });
      if (redId !== undefined) redIds.push(redId);
    }
  }
  return issueJob(tx, jobs, s, redIds, '冲红电子发票');
}
