import type { FastifyReply } from 'fastify';
import type { FilesService } from './files.service';

/** Sends a stored file: inline when the browser can show it (images, PDF, text), else as an attachment. */
export function sendFile(reply: FastifyReply, service: FilesService, row: { name: string; storedName: string; mime: string; size: number }, inline: boolean) {
  const showInline = inline && (row.mime.startsWith('image/') || row.mime === 'application/pdf' || row.mime.startsWith('text/'));
  void reply.header('content-type', row.mime);
  void reply.header('content-length', row.size);
  void reply.header('content-disposition', `${showInline ? 'inline' : 'attachment'}; filename="file"; filename*=UTF-8''${encodeURIComponent(row.name)}`);
  void reply.header('x-content-type-options', 'nosniff');
  return reply.send(service.open(row.storedName));
}
