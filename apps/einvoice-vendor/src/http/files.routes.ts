import type { FastifyInstance } from 'fastify';
import { invoiceOfd, invoicePdf, invoiceXml } from '../documents/index';
import type { EinvoiceVendor } from '../vendor/einvoice-vendor';

const TYPES = { pdf: 'application/pdf', ofd: 'application/ofd', xml: 'application/xml; charset=utf-8' } as const;

/** The invoice files at their opaque addresses (pdfUrl, ofdUrl, xmlUrl): served once the invoice is 开票完成. */
export function registerFileRoutes(app: FastifyInstance, vendor: EinvoiceVendor): void {
  app.get<{ Params: { file: string } }>('/fp/:file', async (request, reply) => {
    const m = /^([A-Za-z0-9]{43})\.(pdf|ofd|xml)$/.exec(request.params.file);
    const record = m ? vendor.store.byFileToken(m[1] ?? '') : undefined;
    if (!m || !record || record.status !== '2')
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    const kind = m[2] as keyof typeof TYPES;
    const key = `${record.fileToken}.${kind}`;
    let data = vendor.files.get(key);
    if (!data) {
      data =
        kind === 'pdf'
          ? await invoicePdf(record)
          : kind === 'ofd'
            ? invoiceOfd(record)
            : Buffer.from(invoiceXml(record), 'utf8');
      vendor.files.set(key, data);
    }
    return reply
      .type(TYPES[kind])
      .header('content-disposition', `attachment; filename="${record.number ?? record.serialNo}.${kind}"`)
      .send(data);
  });
}
