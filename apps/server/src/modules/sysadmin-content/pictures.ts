import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { PictureSlot, SitePicture } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import { logOperation } from '../records/index';
import { requireAdmin, requirePlatformAdmin } from './admin-scope';
import * as repo from './pictures.repo';

/** The public address of a registered picture; the file id changes on replace, so caches fetch anew. */
export const pictureUrl = (id: number, fileId: number) => `/api/site/pictures/${id}/image?v=${fileId}`;

const notInScope = () => notFound('图片不存在或不在您的管理范围内', 'sysadmin.picture_not_found');

type Row = Awaited<ReturnType<typeof repo.findPictures>>[number];
const toPicture = (r: Row): SitePicture => ({
  id: r.id,
  slot: r.slot as PictureSlot,
  targetCompanyId: r.targetCompanyId === 0 ? null : r.targetCompanyId,
  targetCompanyName: r.targetCompanyId === 0 ? null : r.targetCompanyName,
  fileId: r.fileId,
  fileName: r.fileName,
  size: r.size,
  title: r.title,
  url: pictureUrl(r.id, r.fileId),
  updatedAt: r.updatedAt.toISOString(),
});

/** The site's configured pictures, for /api/site (null: the built-in picture stays). */
export async function sitePictureUrls(db: Db): Promise<{ logo: string | null; heroImage: string | null }> {
  const rows = await repo.findSitePictures(db);
  const of = (slot: PictureSlot) => {
    const row = rows.find((r) => r.slot === slot);
    return row ? pictureUrl(row.id, row.fileId) : null;
  };
  return { logo: of('site-logo'), heroImage: of('home-hero') };
}

export function picturesService(db: Db, dataDir: string) {
  const filesDir = resolve(dataDir, 'files');

  async function one(session: Session, id: number): Promise<SitePicture> {
    const [row] = await repo.findPictures(db, await visibleCompanyIds(db, session.companyId), id);
    if (!row) throw notInScope();
    return toPicture(row);
  }

  /** Site slots need a platform administrator; a company logo, a company in the caller's tree. */
  async function mayChange(session: Session, slot: PictureSlot, targetCompanyId: number | null): Promise<number> {
    requireAdmin(session);
    if (slot !== 'company-logo') {
      await requirePlatformAdmin(db, session);
      return 0;
    }
    if (targetCompanyId === null)
      throw badRequest('sysadmin.picture_company', '公司标志须选择公司', [{ path: 'targetCompanyId', message: '请选择公司' }]);
    if (!(await visibleCompanyIds(db, session.companyId)).includes(targetCompanyId))
      throw notFound('公司不存在或不在您的管理范围内', 'sysadmin.company_not_found');
    return targetCompanyId;
  }

  async function imageFile(session: Session, fileId: number) {
    const file = await repo.findCompanyFile(db, session.companyId, fileId);
    if (!file) throw badRequest('sysadmin.picture_file', '上传的文件不存在', [{ path: 'fileId', message: '上传的文件不存在' }]);
    if (!file.mime.startsWith('image/'))
      throw badRequest('sysadmin.picture_not_image', '请上传图片文件（jpg、png、gif、webp）', [{ path: 'fileId', message: '请上传图片文件' }]);
    return file;
  }

  return {
    async list(session: Session): Promise<SitePicture[]> {
      requireAdmin(session);
      return (await repo.findPictures(db, await visibleCompanyIds(db, session.companyId))).map(toPicture);
    },

    async create(session: Session, input: { slot: PictureSlot; targetCompanyId: number | null; fileId: number; title: string }): Promise<SitePicture> {
      const target = await mayChange(session, input.slot, input.targetCompanyId);
      await imageFile(session, input.fileId);
      if (await repo.findPictureBySlot(db, input.slot, target))
        throw conflict('sysadmin.picture_slot_taken', '该用途已有图片，请在列表中替换');
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertPicture(tx, {
          companyId: session.companyId,
          slot: input.slot,
          targetCompanyId: target,
          fileId: input.fileId,
          title: input.title,
          createdBy: session.userId,
          updatedBy: session.userId,
        });
        if (target !== 0) await repo.setCompanyLogo(tx, target, pictureUrl(row.id, input.fileId), session.userId);
        await logOperation(tx, session, { recordKey: 'site-picture', recordId: row.id, action: 'create', detail: { slot: input.slot, fileId: input.fileId } });
        return row.id;
      });
      return one(session, id);
    },

    async replace(session: Session, input: { id: number; fileId: number; title: string }): Promise<SitePicture> {
      const current = await one(session, input.id);
      const target = await mayChange(session, current.slot, current.targetCompanyId);
      await imageFile(session, input.fileId);
      await db.transaction(async (tx) => {
        await repo.updatePicture(tx, input.id, { fileId: input.fileId, title: input.title, updatedBy: session.userId });
        if (target !== 0) await repo.setCompanyLogo(tx, target, pictureUrl(input.id, input.fileId), session.userId);
        await logOperation(tx, session, { recordKey: 'site-picture', recordId: input.id, action: 'replace', detail: { from: current.fileId, to: input.fileId } });
      });
      return one(session, input.id);
    },

    async remove(session: Session, id: number): Promise<null> {
      const current = await one(session, id);
      const target = await mayChange(session, current.slot, current.targetCompanyId);
      await db.transaction(async (tx) => {
        await repo.deletePicture(tx, id);
        if (target !== 0) await repo.setCompanyLogo(tx, target, null, session.userId);
        await logOperation(tx, session, { recordKey: 'site-picture', recordId: id, action: 'delete', detail: { slot: current.slot, fileId: current.fileId } });
      });
      return null;
    },

    /** The bytes of a registered picture, for anyone (the public site shows them before sign-in). */
    async image(id: number) {
      const file = await repo.findPictureFile(db, id);
      if (!file || !file.mime.startsWith('image/') || !/^[a-f0-9]{32}\.[a-z0-9]{1,5}$/.test(file.storedName)) throw notFound('图片不存在', 'sysadmin.picture_not_found');
      const path = resolve(filesDir, file.storedName);
      if (!path.startsWith(filesDir + sep)) throw notFound('图片不存在', 'sysadmin.picture_not_found');
      // A picture whose bytes are gone (a restored database without its files) answers 404, so the page keeps its built-in picture.
      if (!(await stat(path).catch(() => null))?.isFile()) throw notFound('图片不存在', 'sysadmin.picture_not_found');
      return { mime: file.mime, size: file.size, stream: () => createReadStream(path) };
    },
  };
}
