import type { ImportResult } from '@pm/contracts';
import { ApiError, authHeaders } from '../api/client';

/**
 * Uploads an import file (multipart, field `file`) to `path` with progress (0-100 while uploading)
 * and asks for the job at once (`Prefer: respond-async`); resolves with the job's first snapshot or
 * rejects with ApiError. The records engine's imports and hand-written ones (meter readings, 期初导入) use it.
 * `fields` go before the file (the server reads the fields that precede the file, e.g. 期初导入's `source`).
 */
export function uploadImport<T extends ImportResult = ImportResult>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('prefer', 'respond-async');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, '网络出现问题，请稍后再试！', 0));
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: T; errorCode?: string; details?: { path: string; message: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: treated as a failure below
      }
      // 202: the job was accepted and runs on; 200: a server that answered the outcome directly.
      if ((xhr.status === 200 || xhr.status === 202) && body.code === 200 && body.data) resolve(body.data);
      else reject(new ApiError(body.code ?? xhr.status, body.msg ?? '导入失败！', xhr.status, body.errorCode, body.details));
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
