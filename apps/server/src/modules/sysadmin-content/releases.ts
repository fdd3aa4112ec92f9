import type { ReleaseNote } from '@pm/contracts';
import type { Db } from '@pm/db';
import { conflict, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { insertBroadcastMessage } from '../messages/index';
import { logOperation } from '../records/index';
import { requireAdmin } from './admin-scope';
import * as repo from './releases.repo';

type Row = Awaited<ReturnType<typeof repo.findReleases>>[number];
const toRelease = (r: Row): ReleaseNote => ({
  id: r.id,
  version: r.version,
  releaseDate: r.releaseDate,
  title: r.title,
  notes: r.notes,
  published: r.publishedAt !== null,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  messageId: r.messageId,
  updatedAt: r.updatedAt.toISOString(),
});

interface ReleaseValues {
  version: string;
  releaseDate: string;
  title: string;
  notes: string;
}

const notInScope = () => notFound('版本不存在或不在您的管理范围内', 'sysadmin.release_not_found');
const alreadyPublished = () => conflict('sysadmin.release_published', '该版本已发布，不能修改或删除；如需更正请新建一个版本');
const normalise = (v: ReleaseValues): ReleaseValues => ({ ...v, version: v.version.replace(/^v/i, '') });

/** The message users see once: the version, date and notes. */
const messageOf = (r: ReleaseValues) => ({
  title: `版本发布：${r.version} ${r.title}`.slice(0, 200),
  content: `<p><strong>版本 ${r.version}</strong>（${r.releaseDate}）</p>${r.notes}`,
});

/** 版本发布: drafts and published versions of the caller's company; publishing broadcasts a system message. */
export function releasesService(db: Db) {
  async function one(session: Session, id: number): Promise<ReleaseNote> {
    const [row] = await repo.findReleases(db, session.companyId, id);
    if (!row) throw notInScope();
    return toRelease(row);
  }

  return {
    async list(session: Session): Promise<ReleaseNote[]> {
      requireAdmin(session);
      return (await repo.findReleases(db, session.companyId)).map(toRelease);
    },

    async create(session: Session, input: ReleaseValues): Promise<ReleaseNote> {
      requireAdmin(session);
      const values = normalise(input);
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertRelease(tx, { companyId: session.companyId, ...values, createdBy: session.userId, updatedBy: session.userId });
        await logOperation(tx, session, { recordKey: 'release-note', recordId: row.id, action: 'create', detail: { version: values.version } });
        return row.id;
      });
      return one(session, id);
    },

    async update(session: Session, id: number, input: ReleaseValues): Promise<ReleaseNote> {
      requireAdmin(session);
      const current = await one(session, id);
      if (current.published) throw alreadyPublished();
      const values = normalise(input);
      const changed = await db.transaction(async (tx) => {
        const done = await repo.updateDraft(tx, session.companyId, id, { ...values, updatedBy: session.userId });
        if (done) await logOperation(tx, session, { recordKey: 'release-note', recordId: id, action: 'update', detail: { version: values.version } });
        return done;
      });
      if (!changed) throw alreadyPublished();
      return one(session, id);
    },

    async publish(session: Session, id: number): Promise<ReleaseNote> {
      requireAdmin(session);
      const current = await one(session, id);
      if (current.published) throw alreadyPublished();
      await db.transaction(async (tx) => {
        const message = await insertBroadcastMessage(tx, { companyId: session.companyId, ...messageOf(current), msgFormat: 0, createdBy: session.userId });
        // Another tab published it between the read and the write: throwing rolls the second message back.
        if (!(await repo.markPublished(tx, session.companyId, id, session.userId, message.id))) throw alreadyPublished();
        await logOperation(tx, session, { recordKey: 'release-note', recordId: id, action: 'publish', detail: { version: current.version, messageId: message.id } });
      });
      return one(session, id);
    },

    async remove(session: Session, id: number): Promise<null> {
      requireAdmin(session);
      const current = await one(session, id);
      if (current.published) throw alreadyPublished();
      await db.transaction(async (tx) => {
        if (await repo.deleteDraft(tx, session.companyId, id))
          await logOperation(tx, session, { recordKey: 'release-note', recordId: id, action: 'delete', detail: { version: current.version } });
      });
      return null;
    },
  };
}
