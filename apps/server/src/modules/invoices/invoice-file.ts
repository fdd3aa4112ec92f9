import type { Db } from '@pm/db';
import { AppError } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { EinvoicePlatform } from '../einvoice/index';
import { invoiceErrors } from './invoices.errors';
import * as repo from './invoices.repo';

const TYPES = { pdf: 'application/pdf', ofd: 'application/ofd', xml: 'application/xml' } as const;

/**
 * An issued invoice's file, fetched from the platform's address as the invoice stored it (the browser never needs
 * to reach the platform): 发票<number>.pdf / .ofd / .xml.
 */
export async function invoiceFile(
  { db, platform }: { db: Db; platform: EinvoicePlatform | undefined },
  s: Pick<Session, 'companyId'>,
  input: { id: number; format: keyof typeof TYPES },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const request = await repo.requestById(db, s.companyId, input.id);
  if (!request) throw invoiceErrors.requestNotFound();
  const [invoice] = await repo.invoicesOf(db, [request.id]);
  const url = invoice ? { pdf: invoice.pdfUrl, ofd: invoice.ofdUrl, xml: invoice.xmlUrl }[input.format] : '';
  if (!invoice || !url) throw new AppError(404, 'invoices.no_file', '该发票尚无此格式的文件');
  if (!platform) throw new AppError(503, 'invoices.no_platform', '未配置电子发票平台，不能下载发票文件');
  const file = await platform.download(url);
  if (!file.ok) throw new AppError(503, 'invoices.download_failed', `开票平台暂时无法提供发票文件：${file.message}`);
  return { data: file.data, contentType: TYPES[input.format], fileName: `发票${invoice.number}.${input.format}` };
}
