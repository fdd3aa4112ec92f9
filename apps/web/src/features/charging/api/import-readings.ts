import { readingEndpoints, type ImportResult } from '@pm/contracts';
import { uploadImport } from '../../../shared/upload-import';

/** POST /api/charging/readings/import with upload progress; resolves with the job's first snapshot (polled with useReadingImportJob). */
export function uploadReadings(file: File, onProgress: (percent: number) => void): Promise<ImportResult> {
  return uploadImport(readingEndpoints.importReadings.path, file, onProgress);
}
