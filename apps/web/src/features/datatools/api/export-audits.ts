import { queryOptions } from '@tanstack/react-query';
import { exportExportAudits, listExportAudits, type ExportAuditFilter } from '@pm/contracts';
import { api } from '../../../api/client';
import { exportWithPurpose } from '../../../shared/export-with-purpose';

export type ExportAuditParams = ExportAuditFilter & { page: number; size: number };

/** One page of 导出登记 (the list kit reads it). */
export const exportAuditsQuery = (params: ExportAuditParams) =>
  queryOptions({
    queryKey: ['datatools', 'export-audits', params],
    queryFn: ({ signal }) => api(listExportAudits, params, signal),
  });

/** The list as Excel, after the export-purpose dialog (this export is registered too). */
export const exportAuditWorkbook = (filters: ExportAuditFilter, fileName: string) =>
  exportWithPurpose(exportExportAudits, { filters }, fileName);
