import type { FastifyReply } from 'fastify';

/**
 * Marks a reply as a file download named `fileName`. The plain `filename` is ASCII for old clients;
 * `filename*` carries the real (often Chinese) name.
 */
export function attachmentHeaders(reply: FastifyReply, fileName: string, type: string): void {
  void reply.header('content-type', type);
  void reply.header(
    'content-disposition',
    `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  );
  void reply.header('cache-control', 'no-store');
}
