import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_BUYER, issued, M, order, queried, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const get = async (url: string) => {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    disposition: res.headers.get('content-disposition') ?? '',
    data: Buffer.from(await res.arrayBuffer()),
  };
};

/** The names of a zip's entries, from its central directory. */
function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
    at += 46 + length;
  }
  return names;
}

describe('the files of an issued invoice (pdfUrl, ofdUrl, xmlUrl)', () => {
  it('serves a PDF with the Chinese font embedded, named by the number', async () => {
    const r = await issued(t, 'FILE-1', COMPANY_BUYER);
    const pdf = await get(r.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe(`attachment; filename="${r.invoiceNo}.pdf"`);
    expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.data.toString('latin1')).toContain('NotoSansSC');
    expect(pdf.data.toString('latin1')).toContain('%%EOF');
  });

  it('serves an OFD: a zip of OFD.xml, the document, one page of text and the XML data as an attachment', async () => {
    const r = await issued(t, 'FILE-2', COMPANY_BUYER);
    const ofd = await get(r.ofdUrl);
    expect(ofd.type).toBe('application/ofd');
    expect(ofd.data.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zipNames(ofd.data)).toEqual([
      'OFD.xml',
      'Doc_0/Document.xml',
      'Doc_0/PublicRes.xml',
      'Doc_0/Pages/Page_0/Content.xml',
      'Doc_0/Attachs/Attachments.xml',
      'Doc_0/Attachs/original_invoice.xml',
    ]);
    const text = ofd.data.toString('utf8');
    expect(text).toContain(`<ofd:CustomData Name="发票号码">${r.invoiceNo}</ofd:CustomData>`);
    expect(text).toContain('价税合计（大写）肆仟捌佰柒拾贰元整');
  });

  it('serves the XML data file with the parties, lines and totals', async () => {
    const r = await issued(t, 'FILE-3', COMPANY_BUYER);
    const xml = (await get(r.xmlUrl)).data.toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<EInvoice>/);
    expect(xml).toContain(`<EIid>${r.invoiceNo}</EIid>`);
    expect(xml).toContain(`<BuyerIdNum>${COMPANY_BUYER.buyerTaxNum}</BuyerIdNum>`);
    expect(xml).toContain('<SellerName>上海安居物业管理有限公司</SellerName>');
    expect(xml).toContain(
      '<TotalAmWithoutTax>4502.75</TotalAmWithoutTax><TotalTaxAm>369.25</TotalTaxAm><TotalTax-includedAmount>4872.00</TotalTax-includedAmount>',
    );
    expect(xml).toContain('<ItemName>*车辆停放服务</ItemName>');
  });

  it('escapes what it was sent in the XML', async () => {
    const r = await issued(t, 'FILE-4', { remark: '<b>&</b>' });
    expect((await get(r.xmlUrl)).data.toString('utf8')).toContain('<Remark>&lt;b&gt;&amp;&lt;/b&gt;</Remark>');
  });

  it('has no files before it is issued, and none at an unknown address', async () => {
    t.vendor.knobs.nextIssues({ delayMs: 500 });
    await t.client.call(M.issue, order('FILE-5'));
    expect((await queried(t, 'FILE-5')).pdfUrl).toBe('');
    expect((await get(`${t.vendor.url}/fp/${'a'.repeat(43)}.pdf`)).status).toBe(404);
    expect((await get(`${t.vendor.url}/fp/x.exe`)).status).toBe(404);
  });
});
