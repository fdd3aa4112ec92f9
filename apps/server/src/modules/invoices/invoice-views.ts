import type { z } from 'zod';
import type { InvoiceRequestDetail, InvoiceRequestPage, InvoiceRequestQuery, InvoiceRequestRow } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { RED_CONFIRMATION_STATES, type RedConfirmationState } from '@pm/domain';
import type { Session } from '../../http/session';
import { invoiceErrors } from './invoices.errors';
import * as repo from './invoices.repo';
import { rateText } from './tax-setup';

type Row = z.output<typeof InvoiceRequestRow>;
type Detail = z.output<typeof InvoiceRequestDetail>;

export const STATE_TEXT: Record<Row['state'], string> = {
  pending: '待开具',
  issuing: '开具中',
  issued: '已开具',
  failed: '失败',
  reversed: '已红冲',
  cancelled: '已取消',
};

type Listed = Awaited<ReturnType<typeof repo.requestPage>>['rows'][number];

function toRow({ request: r, houseName, receiptNumber, invoiceNumber }: Listed): Row {
  const state = r.state as Row['state'];
  return {
    id: r.id,
    direction: r.direction === 'red' ? 'red' : 'blue',
    blueRequestId: r.blueRequestId,
    paymentId: r.paymentId,
    receiptNumber,
    houseId: r.houseId,
    houseName,
    itemId: r.itemId,
    buyerType: r.buyerType === 'company' ? 'company' : 'person',
    buyerName: r.buyerName,
    buyerTaxId: r.buyerTaxId,
    state,
    stateText: STATE_TEXT[state],
    failReason: r.failReason,
    requestNo: r.requestNo,
    net: r.net,
    tax: r.tax,
    gross: r.gross,
    invoiceNumber,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Requests of the caller's company with their lines, invoice and 确认单, in the order of `ids`. */
export async function requestDetails(db: DbOrTx, companyId: number, ids: number[]): Promise<Detail[]> {
  const { rows } = await repo.requestPage(db, companyId, { ids }, 1, Math.max(ids.length, 1));
  const found = rows.map((row) => row.request.id);
  const [lines, invoices, reds] = await Promise.all([repo.linesOf(db, found), repo.invoicesOf(db, found), repo.redLettersOf(db, found)]);
  const byId = new Map(rows.map((row) => [row.request.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const invoice = invoices.find((i) => i.requestId === id);
    const red = reds.find((x) => x.requestId === id);
    return [
      {
        ...toRow(row),
        lines: lines
          .filter((l) => l.requestId === id)
          .map((l) => ({
            id: l.id,
            seq: l.seq,
            allocationId: l.allocationId,
            itemId: l.itemId,
            name: l.name,
            taxCode: l.taxCode,
            rate: rateText(l.rate),
            gross: l.gross,
            net: l.net,
            tax: l.tax,
            blueLineId: l.blueLineId,
          })),
        invoice: invoice
          ? {
              id: invoice.id,
              number: invoice.number,
              direction: invoice.direction === 'red' ? 'red' : 'blue',
              issuedAt: invoice.issuedAt.toISOString(),
              net: invoice.net,
              tax: invoice.tax,
              gross: invoice.gross,
              pdfUrl: invoice.pdfUrl,
              ofdUrl: invoice.ofdUrl,
              xmlUrl: invoice.xmlUrl,
              blueInvoiceId: invoice.blueInvoiceId,
            }
          : null,
        redLetter: red
          ? {
              reason: red.reason,
              partial: red.partial,
              billId: red.billId,
              billNo: red.billNo,
              state: red.state,
              stateText: red.state in RED_CONFIRMATION_STATES ? RED_CONFIRMATION_STATES[red.state as RedConfirmationState] : '待提交',
              net: red.net,
              tax: red.tax,
            }
          : null,
      },
    ];
  });
}

export async function getRequest({ db }: { db: Db }, s: Session, id: number): Promise<Detail> {
  const [detail] = await requestDetails(db, s.companyId, [id]);
  if (!detail) throw invoiceErrors.requestNotFound();
  return detail;
}

export async function listRequests({ db }: { db: Db }, s: Session, q: z.output<typeof InvoiceRequestQuery>): Promise<z.output<typeof InvoiceRequestPage>> {
  const { total, rows } = await repo.requestPage(db, s.companyId, q, q.page, q.size);
  return { total, page: q.page, size: q.size, rows: rows.map(toRow) };
}
