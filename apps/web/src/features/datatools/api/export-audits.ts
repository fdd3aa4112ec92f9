import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportExportAudits, listExportAudits, type ExportAuditFilter } from '@pm/contracts';
import { api } from '../../../api/client';
import { exportWithPurpose } from '../../../shared/export-with-purpose';

export type ExportAuditParams = ExportAuditFilter & { page: number; size: number };

export function useExportAudits(params: ExportAuditParams) {
  return useQuery({
    queryKey: ['datatools', 'export-audits', params],
    queryFn: ({ signal }) => api(listExportAudits, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The list as Excel, after the export-purpose dialog (this export is registered too). */
export const exportAuditWorkbook = (filters: ExportAuditFilter, fileName: string) =>
  exportWithPurpose(exportExportAudits, { filters }, fileName);
