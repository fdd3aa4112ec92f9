import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { FILE_EXTENSIONS, FILE_MAX_BYTES } from '@pm/contracts';

/** What an upload of its category may be (文件配置; defaults: FILE_EXTENSIONS, FILE_MAX_BYTES). */
export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
}
const DEFAULT_RULE: UploadRule = { extensions: FILE_EXTENSIONS, maxBytes: FILE_MAX_BYTES };
import type { Db } from '@pm/db';
import { badRequest, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { findCompanyFile, findRecentExports, insertFile } from './files.repo';

const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}MB`;
export const fileTooLarge = (maxBytes: number) => `文件大小不能超过${megabytes(maxBytes)}`;
export const fileTypeRefused = (extensions: readonly string[]) => `不支持的文件类型，允许的类型：${extensions.join('、')}`;

/** Files under DATA_DIR/files/<storedName>; metadata in the files table, scoped by company. */
export class FilesService {
  private readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.dir = resolve(dataDir, 'files');
  }

  /** The absolute path of a stored name; refuses anything that would leave the files folder. */
  pathOf(storedName: string): string {
    if (!/^[a-f0-9]{32}\.[a-z0-9]{1,5}$/.test(storedName))
      throw badRequest('files.bad_name', '文件名不正确', [{ path: 'name', message: '文件名不正确' }]);
    const full = resolve(this.dir, storedName);
    if (!full.startsWith(this.dir + sep))
      throw badRequest('files.bad_name', '文件名不正确', [{ path: 'name', message: '文件名不正确' }]);
    return full;
  }

  /** Streams an upload to disk under a random name; refuses types outside the list and files over the limit. */
  async save(
    /** Whose file: the company, and the staff member (null for an owner's upload from the portal). */
    session: { companyId: number; userId: number | null },
    upload: { filename: string; file: Readable & { truncated?: boolean } },
    meta: { cat: number; parent: number | null },
    rule: UploadRule = DEFAULT_RULE,
  ) {
    const original = upload.filename.replace(/[\\/]/g, '_').slice(-200) || 'file';
    const ext = extname(original).slice(1).toLowerCase();
    if (!/^[a-z0-9]{1,5}$/.test(ext) || !rule.extensions.includes(ext)) {
      upload.file.resume();
      const msg = fileTypeRefused(rule.extensions);
      throw badRequest('files.type_refused', msg, [{ path: 'file', message: msg }]);
    }
    await mkdir(this.dir, { recursive: true });
    const storedName = `${randomBytes(16).toString('hex')}.${ext}`;
    const final = this.pathOf(storedName);
    const temp = `${final}.part`;
    await pipeline(upload.file, createWriteStream(temp));
    const { size } = await stat(temp);
    if (upload.file.truncated || size > rule.maxBytes) {
      await rm(temp, { force: true });
      const msg = fileTooLarge(rule.maxBytes);
      throw badRequest('files.too_large', msg, [{ path: 'file', message: msg }]);
    }
    await rename(temp, final);
    const mime = MIME_BY_EXT[ext] ?? 'application/octet-stream';
    const row = await insertFile(this.db, {
      companyId: session.companyId,
      name: original,
      storedName,
      mime,
      size,
      cat: meta.cat,
      parent: meta.parent,
      createdBy: session.userId,
    });
    if (!row) throw new Error('files: insert returned nothing');
    return { id: row.id, name: row.name, storedName: row.storedName, size: row.size, mime: row.mime };
  }

  private async findScoped(session: Session, key: { id: number } | { storedName: string }) {
    const row = await findCompanyFile(this.db, session.companyId, key);
    if (!row) throw notFound('文件不存在', 'files.not_found');
    return row;
  }

  byStoredName(session: Session, storedName: string) {
    this.pathOf(storedName);
    return this.findScoped(session, { storedName });
  }

  async byId(session: Session, id: number, cat?: number, parent?: number) {
    const row = await this.findScoped(session, { id });
    if (cat !== undefined && row.cat !== cat) throw notFound('文件不存在', 'files.not_found');
    if (parent !== undefined && (row.parent ?? 0) !== parent) throw notFound('文件不存在', 'files.not_found');
    return row;
  }

  open(storedName: string) {
    return createReadStream(this.pathOf(storedName));
  }

  async exportStatus(session: Session, recordKey: string | undefined) {
    const since = new Date(Date.now() - 24 * 3600 * 1000);
    const rows = await findRecentExports(this.db, session.companyId, session.userId, since, recordKey);
    return {
      items: rows.map((r) => ({
        id: r.id,
        recordKey: r.recordKey,
        usage: r.usage,
        auditor: r.auditor,
        auditDate: r.auditDate,
        rows: r.rows,
        done: r.rows !== null,
        at: r.at.toISOString(),
      })),
    };
  }
}

export function joinFilesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

export { FILE_MAX_BYTES };
