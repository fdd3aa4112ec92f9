import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fileEndpoints, UPLOAD_CEILING_MB } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest, unauthorized } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { uploadRuleFor } from '../sysadmin-content/index';
import { FilesService } from './files.service';
import { sendFile } from './send-file';

/** The most any category may allow (文件配置); the configured limit is checked per upload. */
const CEILING_BYTES = UPLOAD_CEILING_MB * 1024 * 1024;

function caller(session: Session | undefined): Session {
  if (!session) throw unauthorized();
  return session;
}

const intField = (value: unknown): number | null => {
  const raw = (value as { value?: unknown } | undefined)?.value;
  const n = typeof raw === 'string' && raw !== '' ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** Upload, download, preview and image calls of spec 7 (files in DATA_DIR/files, metadata in the database). */
export function filesPlugin(db: Db, dataDir: string) {
  return async (app: FastifyInstance) => {
    const service = new FilesService(db, dataDir);
    await app.register(multipart, { limits: { fileSize: CEILING_BYTES, files: 1, fields: 5 } });
    const e = fileEndpoints;

    registerEndpoint(app, e.uploadFile, async ({ session, request }) => {
      const who = caller(session);
      const missing = badRequest('files.missing', '请选择文件', [{ path: 'file', message: '请选择文件' }]);
      if (!request.isMultipart()) throw missing;
      const upload = await request.file({ limits: { fileSize: CEILING_BYTES } });
      if (!upload) throw missing;
      const cat = intField(upload.fields.cat) ?? 0;
      return service.save(who, upload, { cat, parent: intField(upload.fields.parent) }, await uploadRuleFor(db, cat));
    });
    registerEndpoint(app, e.downloadFile, async ({ input, session, reply }) => {
      const row = await service.byStoredName(caller(session), input.name);
      await sendFile(reply, service, row, false);
      return null;
    });
    registerEndpoint(app, e.downFile, async ({ input, session, reply }) => {
      const row = await service.byId(caller(session), input.id, input.cat, input.parent);
      await sendFile(reply, service, row, false);
      return null;
    });
    registerEndpoint(app, e.previewFile, async ({ input, session, reply }) => {
      const who = caller(session);
      const row = input.name ? await service.byStoredName(who, input.name) : await service.byId(who, input.id ?? 0);
      await sendFile(reply, service, row, true);
      return null;
    });
    registerEndpoint(app, e.viewImage, async ({ input, session, reply }) => {
      const row = await service.byId(caller(session), input.id, input.cat, input.parent);
      if (!row.mime.startsWith('image/')) throw badRequest('files.not_image', '该文件不是图片');
      await sendFile(reply, service, row, true);
      return null;
    });
    registerEndpoint(app, e.downloadStatus, async ({ input, session }) => service.exportStatus(caller(session), input.recordKey));
  };
}
