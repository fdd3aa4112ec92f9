import type { PublicSitePage, SitePage, SitePageKey, SiteSection } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { requireAdmin, requirePlatformAdmin } from './admin-scope';
import * as repo from './site-pages.repo';

const pageNotFound = () => notFound('页面不存在', 'sysadmin.site_page_not_found');
const sectionNotFound = () => notFound('栏目不存在', 'sysadmin.site_section_not_found');

interface SectionValues {
  title: string;
  text: string;
  order: number;
  shown: boolean;
}

/** 网站页面: the platform's marketing pages and their text sections; the public site reads them. */
export function sitePagesService(db: Db) {
  async function pages(): Promise<SitePage[]> {
    const [all, sections] = await Promise.all([repo.findPages(db), repo.findSections(db)]);
    return all.map((p) => ({ ...p, key: p.key as SitePageKey, sections: sections.filter((s) => s.pageId === p.id) }));
  }

  async function section(id: number): Promise<SiteSection> {
    const row = await repo.findSection(db, id);
    if (!row) throw sectionNotFound();
    return row;
  }

  return {
    async list(session: Session): Promise<SitePage[]> {
      requireAdmin(session);
      return pages();
    },

    async updatePage(session: Session, input: { id: number; title: string; order: number; shown: boolean }): Promise<SitePage> {
      await requirePlatformAdmin(db, session);
      await db.transaction(async (tx) => {
        if (!(await repo.updatePage(tx, input.id, { title: input.title, order: input.order, shown: input.shown, updatedBy: session.userId }))) throw pageNotFound();
        await logOperation(tx, session, { recordKey: 'site-page', recordId: input.id, action: 'update', detail: { title: input.title, shown: input.shown } });
      });
      const page = (await pages()).find((p) => p.id === input.id);
      if (!page) throw pageNotFound();
      return page;
    },

    async createSection(session: Session, input: SectionValues & { pageId: number }): Promise<SiteSection> {
      await requirePlatformAdmin(db, session);
      if (!(await repo.findPages(db)).some((p) => p.id === input.pageId)) throw pageNotFound();
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertSection(tx, { ...input, createdBy: session.userId, updatedBy: session.userId });
        await logOperation(tx, session, { recordKey: 'site-section', recordId: row.id, action: 'create', detail: { pageId: input.pageId, title: input.title } });
        return row.id;
      });
      return section(id);
    },

    async updateSection(session: Session, input: SectionValues & { id: number }): Promise<SiteSection> {
      await requirePlatformAdmin(db, session);
      const { id, ...values } = input;
      await db.transaction(async (tx) => {
        if (!(await repo.updateSection(tx, id, { ...values, updatedBy: session.userId }))) throw sectionNotFound();
        await logOperation(tx, session, { recordKey: 'site-section', recordId: id, action: 'update', detail: { title: values.title, shown: values.shown } });
      });
      return section(id);
    },

    async deleteSection(session: Session, id: number): Promise<null> {
      await requirePlatformAdmin(db, session);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteSection(tx, id))) throw sectionNotFound();
        await logOperation(tx, session, { recordKey: 'site-section', recordId: id, action: 'delete' });
      });
      return null;
    },

    /** For the public site: a page's shown sections (none when the page is hidden); an unknown page has none. */
    async publicPage(key: SitePageKey): Promise<PublicSitePage> {
      const page = await repo.findPageByKey(db, key);
      if (!page) return { key, title: '', shown: true, sections: [] };
      const sections = page.shown ? await repo.findSections(db, page.id, true) : [];
      return { key, title: page.title, shown: page.shown, sections: sections.map(({ id, title, text }) => ({ id, title, text })) };
    },

    async publicPages(): Promise<Omit<PublicSitePage, 'sections'>[]> {
      return (await repo.findPages(db)).map((p) => ({ key: p.key as SitePageKey, title: p.title, shown: p.shown }));
    },
  };
}
