import type { Db, DbOrTx } from '@pm/db';
import { RED_CONFIRMATION_STATES } from '@pm/domain';
import type { EinvoiceLine, EinvoiceOrder, EinvoicePlatform, EinvoiceRedConfirmation, EinvoiceResult } from '../einvoice/index';
import * as repo from './invoices.repo';
import { sellerOf } from './tax-setup.repo';
import { rateText } from './tax-setup';

// Issuing as the job does it (and the 刷新 button and the callback): exactly once whatever the deliveries. The
// platform refuses a second order with our request number (E9106), so a send whose answer was lost is sent again
// safely and the result is then asked for by that number; every write is guarded by the request's state.

export interface IssueDeps {
  db: Db;
  platform: EinvoicePlatform | undefined;
  /** Where the platform calls back (PUBLIC_URL + the callback route); absent: results are asked for. */
  callbackUrl: string | undefined;
  /** How long one delivery waits for the platform's outcome before it leaves it to a later one (ms). */
  pollMs: number;
}

/** The platform has not given the outcome yet: the task is delivered again later (or the callback settles it). */
export class StillIssuing extends Error {}
/** The platform could not be reached or did not answer readably: the same request is sent or asked for again later. */
export class PlatformUnavailable extends Error {}

const VOID_CONFIRMATIONS = new Set(['05', '06', '07', '08', '09', '16']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes a pending request (pending → issuing); an issuing one is taken again (a delivery after a crash or a retry). */
async function claim(db: Db, requestId: number) {
  return db.transaction(async (tx) => {
    const r = await repo.lockRequest(tx, requestId);
    if (!r) return undefined;
    if (r.state === 'pending') return repo.moveRequest(tx, r.id, ['pending'], 'issuing');
    return r.state === 'issuing' ? r : undefined;
  });
}

async function fail(db: DbOrTx, requestId: number, reason: string) {
  await repo.moveRequest(db, requestId, ['pending', 'issuing'], 'failed', { failReason: reason.slice(0, 500) });
}

/**
 * Sends the request to the platform and waits up to `pollMs` for the outcome. Answers 'final' (issued or failed),
 * 'waiting' (a 确认单 waits for the buyer), or throws: StillIssuing, or a platform that could not be reached.
 */
export async function issueRequest(deps: IssueDeps, requestId: number): Promise<'final' | 'waiting'> {
  const r = await claim(deps.db, requestId);
  if (!r) return 'final';
  if (!deps.platform) {
    await fail(deps.db, r.id, '未配置电子发票平台，不能开具');
    return 'final';
  }
  const seller = await sellerOf(deps.db, r.companyId);
  if (!seller) {
    await fail(deps.db, r.id, '未填写销方信息，不能开具');
    return 'final';
  }
  const platform = deps.platform;
  return r.direction === 'red'
    ? issueRed(deps, platform, r, seller.sellerTaxId)
    : issueBlue(deps, platform, r, { taxId: seller.sellerTaxId, clerk: seller.clerk });
}

function wireLine(l: repo.LineRow): EinvoiceLine {
  return {
    name: l.name,
    taxCode: l.taxCode,
    rate: rateText(l.rate),
    net: l.net,
    tax: l.tax,
    gross: l.gross,
    ...(l.policyFlag ? { policyFlag: l.policyFlag } : {}),
  };
}

async function issueBlue(deps: IssueDeps, platform: EinvoicePlatform, r: repo.RequestRow, seller: { taxId: string; clerk: string }) {
  if (!r.serialNo) {
    const lines = await repo.linesOf(deps.db, [r.id]);
    const order: EinvoiceOrder = {
      orderNo: r.requestNo,
      orderedAt: r.createdAt,
      kind: 'normal',
      buyer: {
        name: r.buyerName,
        ...(r.buyerTaxId ? { taxId: r.buyerTaxId } : {}),
        ...(r.buyerPhone ? { phone: r.buyerPhone } : {}),
        ...(r.buyerEmail ? { email: r.buyerEmail } : {}),
      },
      clerk: seller.clerk || '开票员',
      lines: lines.map(wireLine),
      sellerTaxId: seller.taxId,
      ...(deps.callbackUrl ? { callbackUrl: deps.callbackUrl } : {}),
    };
    const answer = await platform.issue(order);
    if (answer.ok) await repo.setSerial(deps.db, r.id, answer.serialNo);
    else if (!answer.duplicate) {
      if (answer.retryable || answer.outcomeUnknown) throw new PlatformUnavailable(`开票平台暂时无法受理（${answer.code}）：${answer.message}`);
      await fail(deps.db, r.id, answer.message);
      return 'final';
    }
  }
  return awaitResult(deps, platform, r, seller.taxId);
}

/** Asks for the order's result by our request number until it is final or `pollMs` has passed. */
async function awaitResult(deps: IssueDeps, platform: EinvoicePlatform, r: repo.RequestRow, sellerTaxId: string): Promise<'final'> {
  const deadline = Date.now() + deps.pollMs;
  let wait = 50;
  let resealed = false;
  for (;;) {
    const answer = await platform.query({ orderNos: [r.requestNo], sellerTaxId });
    const result = answer.ok ? answer.results.find((x) => x.orderNo === r.requestNo) : undefined;
    if (result && (result.status === 'issued' || result.status === 'failed')) {
      await applyResult(deps.db, r.id, result);
      return 'final';
    }
    if (result?.status === 'seal_failed' && !resealed) {
      resealed = true;
      await platform.retry({ serialNo: result.serialNo, orderNo: r.requestNo, sellerTaxId });
    }
    if (Date.now() >= deadline) throw new StillIssuing(`开票平台尚未返回开具结果（${result ? result.statusCode : answer.ok ? '未找到' : answer.message}）`);
    await sleep(Math.min(wait, Math.max(deadline - Date.now(), 0)));
    wait = Math.min(wait * 2, 1000);
  }
}

async function issueRed(deps: IssueDeps, platform: EinvoicePlatform, r: repo.RequestRow, sellerTaxId: string) {
  const [red] = await repo.redLettersOf(deps.db, [r.id]);
  const blue = r.blueRequestId === null ? undefined : await repo.requestById(deps.db, r.companyId, r.blueRequestId);
  const [blueInvoice] = blue ? await repo.invoicesOf(deps.db, [blue.id]) : [];
  if (!red || !blue || !blueInvoice) {
    await fail(deps.db, r.id, '蓝字发票不存在，不能冲红');
    return 'final';
  }
  if (red.state === '') {
    const known = await platform.queryRed({ billId: red.billId, sellerTaxId });
    if (!known.ok) throw new PlatformUnavailable(`开票平台暂时无法查询红字确认单（${known.code}）：${known.message}`);
    if (!known.confirmation) {
      const lines = red.partial ? await partialLines(deps.db, r.id, blue.id) : undefined;
      const applied = await platform.applyRed({
        blueNumber: blueInvoice.number,
        kind: 'normal',
        buyer: { name: blue.buyerName, ...(blue.buyerTaxId ? { taxId: blue.buyerTaxId } : {}) },
        reason: red.reason as '1' | '2' | '3' | '4',
        billId: red.billId,
        orderNo: r.requestNo,
        sellerTaxId,
        ...(lines ? { lines } : {}),
        ...(deps.callbackUrl ? { callbackUrl: deps.callbackUrl } : {}),
      });
      if (!applied.ok) {
        if (applied.retryable || applied.outcomeUnknown) throw new PlatformUnavailable(`开票平台暂时无法受理红字确认单（${applied.code}）：${applied.message}`);
        await fail(deps.db, r.id, applied.message);
        return 'final';
      }
    }
  }
  const deadline = Date.now() + deps.pollMs;
  let wait = 50;
  for (;;) {
    const answer = await platform.queryRed({ billId: red.billId, sellerTaxId });
    const confirmation = answer.ok ? answer.confirmation : null;
    if (confirmation) {
      const state = await applyConfirmation(deps.db, r.id, confirmation);
      if (state === 'void') return 'final';
      if (state === 'waiting') return 'waiting';
      if (state === 'issuable') return awaitResult(deps, platform, r, sellerTaxId);
    }
    if (Date.now() >= deadline) throw new StillIssuing('红字确认单尚在申请中');
    await sleep(Math.min(wait, Math.max(deadline - Date.now(), 0)));
    wait = Math.min(wait * 2, 1000);
  }
}

/** A partial red's lines as the platform takes them: per blue line (its seq), negative amounts. */
async function partialLines(db: Db, redId: number, blueId: number) {
  const lines = await repo.linesOf(db, [redId, blueId]);
  const blueSeq = new Map(lines.filter((l) => l.requestId === blueId).map((l) => [l.id, l.seq]));
  return lines
    .filter((l) => l.requestId === redId)
    .map((l) => ({ blueLine: blueSeq.get(l.blueLineId ?? 0) ?? 0, taxCode: l.taxCode, rate: rateText(l.rate), net: l.net, tax: l.tax }));
}

/** A 确认单's state as the platform gives it, on the red request: void ones fail it (the blue amounts stand again). */
export async function applyConfirmation(db: Db, requestId: number, c: EinvoiceRedConfirmation): Promise<'void' | 'waiting' | 'issuable' | 'applying'> {
  return db.transaction(async (tx) => {
    const r = await repo.lockRequest(tx, requestId);
    if (!r) return 'void';
    await repo.updateRedLetter(tx, requestId, { billNo: c.billNo, state: c.state, net: c.net, tax: c.tax });
    if (VOID_CONFIRMATIONS.has(c.state)) {
      await fail(tx, requestId, `红字确认单${RED_CONFIRMATION_STATES[c.state]}`);
      return 'void';
    }
    if (c.state === '02' || c.state === '03') return 'waiting';
    if (c.state === '01' || c.state === '04') return 'issuable';
    return 'applying';
  });
}

/**
 * The platform's result on the request, once: issued → the invoice (number, files) attached to the payment and
 * the house, and a blue request with nothing left standing becomes 已红冲; failed → 失败 with the platform's words.
 * A result seen before (a second callback, a query after the callback) changes nothing.
 */
export async function applyResult(db: Db, requestId: number, result: EinvoiceResult): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await repo.lockRequest(tx, requestId);
    if (!r || (r.state !== 'pending' && r.state !== 'issuing')) return;
    if (result.status === 'failed') {
      await fail(tx, r.id, result.failCause || '开票失败');
      return;
    }
    if (result.status !== 'issued' || !result.number) return;
    const blue = r.direction === 'red' && r.blueRequestId !== null ? await repo.lockRequest(tx, r.blueRequestId) : undefined;
    const [blueInvoice] = blue ? await repo.invoicesOf(tx, [blue.id]) : [];
    await repo.insertInvoice(tx, {
      companyId: r.companyId,
      requestId: r.id,
      paymentId: r.paymentId,
      houseId: r.houseId,
      direction: r.direction,
      number: result.number,
      issuedAt: result.issuedAt ?? new Date(),
      net: result.net,
      tax: result.tax,
      gross: result.gross,
      pdfUrl: result.pdfUrl,
      ofdUrl: result.ofdUrl,
      xmlUrl: result.xmlUrl,
      blueInvoiceId: blueInvoice?.id ?? null,
    });
    await repo.moveRequest(tx, r.id, ['pending', 'issuing'], 'issued', { serialNo: result.serialNo });
    if (blue && (await repo.standingGross(tx, blue.id)) === '0.00') await repo.moveRequest(tx, blue.id, ['issued'], 'reversed');
  });
}
