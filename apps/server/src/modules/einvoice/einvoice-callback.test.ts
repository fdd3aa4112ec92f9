import { describe, expect, it } from 'vitest';
import { parseEinvoiceCallback, verifyEinvoiceCallback } from './einvoice-callback';
import { EinvoiceConfig } from './einvoice-config';
import { nuonuoSign } from './nuonuo-sign';

const config = new EinvoiceConfig({
  url: 'http://x',
  tokenUrl: 'http://x/accessToken',
  appKey: 'SD12345678',
  appSecret: 'S3CRET',
  sellerTaxId: '91310115MA1K4PM3XC',
});
const result = {
  serialNo: '26031010000000000001',
  orderNo: 'P-1',
  status: '2',
  exTaxAmount: '943.40',
  taxAmount: '56.60',
  orderAmount: '1000.00',
  invoiceNo: '26312000000000000001',
  invoiceTime: 1_773_108_000_000,
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const signed = (body: string, at = 1_773_108_000) => {
  const query = { senid: 'c'.repeat(32), nonce: '12345678', timestamp: String(at), appkey: 'SD12345678' };
  return {
    query,
    body,
    sign: nuonuoSign(
      'S3CRET',
      { appKey: query.appkey, senid: query.senid, nonce: query.nonce, timestamp: query.timestamp },
      body,
    ),
  };
};

describe('reading a callback', () => {
  it('verifies the signature within 300 s of our clock', () => {
    const request = signed(form({ operater: 'callback', orderno: 'P-1', content: JSON.stringify(result) }));
    expect(verifyEinvoiceCallback(config, request, 1_773_108_000_000)).toBe(true);
    expect(verifyEinvoiceCallback(config, request, 1_773_108_301_000)).toBe(false);
    expect(verifyEinvoiceCallback(config, { ...request, sign: undefined }, 1_773_108_000_000)).toBe(false);
    expect(
      verifyEinvoiceCallback(config, { ...request, query: { ...request.query, timestamp: 'abc' } }, 1_773_108_000_000),
    ).toBe(false);
  });

  it('reads an invoice result: status, number, amounts as decimal text', () => {
    expect(
      parseEinvoiceCallback(form({ operater: 'callback', orderno: 'P-1', content: JSON.stringify(result) })),
    ).toMatchObject({
      type: 'invoice',
      orderNo: 'P-1',
      result: {
        status: 'issued',
        number: '26312000000000000001',
        net: '943.40',
        tax: '56.60',
        gross: '1000.00',
        issuedAt: new Date(1_773_108_000_000),
      },
    });
  });

  it.each([
    ['content that is not JSON', { operater: 'callback', orderno: 'P-1', content: '{' }],
    [
      'an amount that is not decimal text',
      { operater: 'callback', orderno: 'P-1', content: JSON.stringify({ ...result, orderAmount: 1000 }) },
    ],
    [
      'an unknown status',
      { operater: 'callback', orderno: 'P-1', content: JSON.stringify({ ...result, status: '9' }) },
    ],
    [
      'an orderno the content does not carry',
      { operater: 'callback', orderno: 'P-2', content: JSON.stringify(result) },
    ],
    ['an unknown operater', { operater: 'invoiceInvalid', orderno: 'P-1', content: JSON.stringify(result) }],
    [
      'a 确认单 in an unknown state',
      { operater: 'redConfirmCallback', billId: 'B1', content: JSON.stringify({ billId: 'B1', billStatus: '99' }) },
    ],
  ])('leaves out %s', (_case, fields) => {
    expect(parseEinvoiceCallback(form(fields))).toBeUndefined();
  });
});
