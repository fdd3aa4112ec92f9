import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { nuonuoSign } from '../protocol/signature';
import type { Seller } from '../options';
import type { EinvoiceVendor } from '../vendor/einvoice-vendor';
import { nuonuoError } from '../vendor/errors';
import { header, query, rawBody } from './request';

/** A call's timestamp may be this far from the platform's clock either way (**chosen**: 5 minutes). */
export const TIMESTAMP_WINDOW_MS = 5 * 60_000;

export interface VerifiedCall {
  senid: string;
  method: string;
  userTax: string;
}

/**
 * The gateway's checks of a services call, in this order (**chosen**; the platform publishes none): the query's
 * senid (32 letters or digits), nonce, timestamp and appkey; the appkey; the timestamp's window; X-Nuonuo-Sign over
 * the exact body (070601); the accessToken; the senid's first use (a refused call does not spend it).
 */
export function verifyCall(vendor: EinvoiceVendor, request: FastifyRequest): VerifiedCall {
  const q = query(request);
  const senid = q.senid ?? '';
  if (
    !/^[A-Za-z0-9]{32}$/.test(senid) ||
    !/^\d{1,10}$/.test(q.nonce ?? '') ||
    !/^\d{1,12}$/.test(q.timestamp ?? '') ||
    !q.appkey
  )
    throw nuonuoError('missingParam', 'senid（32位）、nonce、timestamp、appkey');
  if (q.appkey !== vendor.options.appKey) throw nuonuoError('appKeyUnknown');
  const timestamp = q.timestamp ?? '';
  if (Math.abs(vendor.clock.wall() - Number(timestamp) * 1000) > TIMESTAMP_WINDOW_MS)
    throw nuonuoError('timestampExpired');
  const expected = Buffer.from(
    nuonuoSign(
      vendor.options.appSecret,
      { appKey: q.appkey, senid, nonce: q.nonce ?? '', timestamp },
      rawBody(request),
    ),
  );
  const given = Buffer.from(header(request, 'x-nuonuo-sign') ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw nuonuoError('signMismatch');
  vendor.tokens.check(header(request, 'accesstoken'));
  if (!vendor.senids.use(senid, vendor.clock.wall(), TIMESTAMP_WINDOW_MS)) throw nuonuoError('senidUsed');
  return { senid, method: header(request, 'method') ?? '', userTax: header(request, 'usertax') ?? '' };
}

/** The seller the call is for (userTax, required: the fake stands for a third-party application serving several). */
export function sellerOf(vendor: EinvoiceVendor, userTax: string): Seller {
  const seller = vendor.sellers.get(userTax);
  if (!seller) throw nuonuoError('sellerUnknown', userTax || 'userTax 缺失');
  return seller;
}
