import { exportEndpoints } from '@pm/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { fetchBlob, saveBlob } from '../../../shared/blob-download';

/** 下载 of one's own finished export: the file's name (GET /api/exports/:id), then the file (GET /api/exports/:id/file). */
export function useDownloadExport() {
  return useMutation<void, ApiError, number>({
    mutationFn: async (id) => {
      const job = await api(exportEndpoints.getExport, { id });
      // No file (kept 7 days): the file's own answer says so.
      saveBlob(await fetchBlob(exportEndpoints.exportFile, { id }), job.file?.name ?? `${job.title}.xlsx`);
    },
  });
}
