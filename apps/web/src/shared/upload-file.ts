import { ApiError, authHeaders } from '../api/client';

/** POST /api/file/upload-file (multipart `file`): success when code is 200; returns id and name (spec 7). */
export async function uploadFile(file: File, cat?: number): Promise<{ id: number; name: string }> {
  const form = new FormData();
  // The category goes first: the server reads the fields before the file to pick its upload rule (文件配置).
  if (cat !== undefined) form.append('cat', String(cat));
  form.append('file', file);
  const response = await fetch('/api/file/upload-file', { method: 'POST', headers: authHeaders(), body: form });
  const body = (await response.json().catch(() => ({}))) as { code?: number; msg?: string; data?: { id: number; name: string } };
  if (body.code !== 200 || !body.data) throw new ApiError(body.code ?? response.status, body.msg ?? '', response.status);
  return body.data;
}
