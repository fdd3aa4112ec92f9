import { readingEndpoints, type ImportResult } from '@pm/contracts';
import { ApiError, authHeaders } from '../../../api/client';

/**
 * POST /api/charging/readings/import (multipart) with upload progress (0-100) and `Prefer:
 * respond-async`: resolves with the job's first snapshot (202), polled with useReadingImportJob.
 */
export function uploadReadings(file: File, onProgress: (percent: number) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', readingEndpoints.importReadings.path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('prefer', 'respond-async');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, '网络出现问题，请稍后再试！', 0));
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: ImportResult; errorCode?: string; details?: { path: string; message: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: a failure below
      }
      if ((xhr.status === 200 || xhr.status === 202) && body.code === 200 && body.data) resolve(body.data);
      else reject(new ApiError(body.code ?? xhr.status, body.msg ?? '导入失败！', xhr.status, body.errorCode, body.details));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
