import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { ExportPurpose } from '../records/records.endpoints';
import { ACCOUNTING_ROLES as roles } from './book.endpoints';
import { VoucherQuery } from './vouchers.schemas';
import { reads } from '../core/rights';

/** The voucher list's filters (no paging) with the export purpose every export asks. */
export const VoucherExportQuery = VoucherQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape);

export const voucherExportEndpoints = {
  exportVouchers: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/vouchers/export',
    input: VoucherExportQuery,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('accounting_voucher-entry', 'accounting_voucher-audit', 'accounting_voucher-post'),
    roles,
    summary: '导出凭证列表（Excel，筛选条件同凭证查询）',
    tag: 'accounting',
  }),
};

export type VoucherExportQuery = z.infer<typeof VoucherExportQuery>;
