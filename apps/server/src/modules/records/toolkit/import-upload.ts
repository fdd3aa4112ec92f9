import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImportResult } from '@pm/contracts';
import { badRequest } from '../../../errors/app-error';
import { refuseBadText } from '../../../http/edge-text';
import { IMPORT_FAILED } from './excel-import';

/** Import files up to 20 MB (about 200k rows of a wide sheet); the multipart limit of every import route. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The one uploaded Excel file of an import request (multipart), or a 400 naming `file`. */
export async function uploadedWorkbook(request: FastifyRequest, defaultName: string): Promise<{ buffer: Buffer; fileName: string; fields: Record<string, string> }> {
  const missing = () => badRequest('records.import_failed', IMPORT_FAILED, [{ path: 'file', message: '请上传 Excel 文件' }]);
  if (!request.isMultipart()) throw missing();
  const file = await request.file();
  if (!file) throw missing();
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw badRequest('records.import_failed', IMPORT_FAILED, [{ path: 'file', message: '文件超过20MB' }]);
  }
  refuseBadText('file', file.filename);
  // The form's text fields sent before the file (an import's options).
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields))
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  return { buffer, fileName: file.filename || defaultName, fields };
}

/**
 * RFC 7240: a caller that asks `Prefer: respond-async` (the web, which polls the job) gets the job
 * at once with 202; other callers wait for the outcome (whichever instance's worker runs it).
 */
export function answerImport(request: FastifyRequest, reply: FastifyReply, started: { job: ImportResult; outcome: () => Promise<ImportResult> }): ImportResult | Promise<ImportResult> {
  if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
    void reply.code(202).header('preference-applied', 'respond-async');
    return started.job;
  }
  return started.outcome();
}
