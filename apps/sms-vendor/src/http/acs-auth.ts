import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { acs3Signature, parseAcsDate, parseAuthorization, sha256Hex } from '../protocol/acs3';
import {
  accessKeyNotFound,
  incompleteSignature,
  nonceUsed,
  signatureMismatch,
  timestampExpired,
  timestampFormat,
} from '../vendor/errors';
import type { SmsVendor } from '../vendor/sms-vendor';
import { queryPairs, rawBody } from './request';

/** `x-acs-date` may be this far from the gateway's clock either way (V3: 15 minutes). */
export const MAX_SKEW_MS = 15 * 60_000;

const REQUIRED_SIGNED = [
  'host',
  'x-acs-action',
  'x-acs-content-sha256',
  'x-acs-date',
  'x-acs-signature-nonce',
  'x-acs-version',
];

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * Checks a V3 signature (note §2): the Authorization's shape and signed headers, the key, the date's skew,
 * the body's hash, the signature over the canonical request, then the nonce's first use. Answers the
 * caller's AccessKey id; every failure is the gateway's error answer.
 */
export function verifyAcs3(vendor: SmsVendor, request: FastifyRequest): string {
  const auth = parseAuthorization(header(request, 'authorization'));
  if (!auth) throw incompleteSignature('Authorization 应为 ACS3-HMAC-SHA256 Credential=…,SignedHeaders=…,Signature=…');
  const missing = REQUIRED_SIGNED.filter((h) => !auth.signedHeaders.includes(h) || header(request, h) === undefined);
  const unsigned = Object.keys(request.headers).filter(
    (h) => h.startsWith('x-acs-') && !auth.signedHeaders.includes(h),
  );
  if (missing.length > 0 || unsigned.length > 0)
    throw incompleteSignature(`SignedHeaders 须包含且请求须带有：${[...missing, ...unsigned].join(';')}`);
  const key = vendor.accessKey(auth.accessKeyId);
  if (!key) throw accessKeyNotFound();

  const date = parseAcsDate(header(request, 'x-acs-date'));
  if (date === undefined) throw timestampFormat();
  if (Math.abs(vendor.clock.wall() - date) > MAX_SKEW_MS) throw timestampExpired();

  const body = rawBody(request);
  const payloadHash = header(request, 'x-acs-content-sha256') ?? '';
  const signedValues = Object.fromEntries(auth.signedHeaders.map((h) => [h, header(request, h) ?? '']));
  const expected = acs3Signature(key.secret, {
    method: request.method,
    path: request.url.split('?')[0] ?? '/',
    query: queryPairs(request.url),
    headers: signedValues,
    payloadHash,
  });
  const matches =
    payloadHash.toLowerCase() === sha256Hex(body) &&
    expected.length === auth.signature.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(auth.signature));
  if (vendor.badSignatures > 0) {
    vendor.badSignatures--;
    throw signatureMismatch();
  }
  if (!matches) throw signatureMismatch();
  if (!vendor.nonces.use(key.id, header(request, 'x-acs-signature-nonce') ?? '', vendor.clock.wall(), MAX_SKEW_MS))
    throw nonceUsed();
  return key.id;
}
