import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, companyRef, id, sortOrder } from './columns';

/**
 * 图片管理: a picture in a usage slot. Site slots (site-logo, home-hero) are the platform's own,
 * kept by the top company's administrators; company-logo pictures belong to `targetCompanyId`.
 * The bytes are an uploaded file (files.id), stored by the files module.
 */
export const sitePictures = pgTable(
  'site_pictures',
  {
    id: id(),
    /** The administrator's company that keeps the picture. */
    companyId: companyRef(),
    slot: varchar({ length: 30 }).notNull(),
    /** company-logo: the company whose logo it is; 0 for site slots (one picture per slot and company). */
    targetCompanyId: bigint({ mode: 'number' }).notNull().default(0),
    fileId: bigint({ mode: 'number' }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('site_pictures_slot_target_key').on(t.slot, t.targetCompanyId), index().on(t.companyId)],
);

/** 版本发布: version notes; publishing one writes a system message, after which it cannot change. */
export const releaseNotes = pgTable(
  'release_notes',
  {
    id: id(),
    companyId: companyRef(),
    version: varchar({ length: 30 }).notNull(),
    releaseDate: varchar({ length: 10 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    /** HTML from the rich-text editor. */
    notes: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    publishedBy: bigint({ mode: 'number' }),
    /** The system message the publication wrote (system_messages.id). */
    messageId: bigint({ mode: 'number' }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('release_notes_company_version_key').on(t.companyId, t.version)],
);

/** 文件配置: allowed extensions and the size limit per upload category (files.cat); platform-wide. */
export const fileUploadRules = pgTable('file_upload_rules', {
  category: integer().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  /** Lower-case extensions without dots, comma separated. */
  extensions: text().notNull(),
  maxMb: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint({ mode: 'number' }),
});

/** 网站页面: the marketing site's pages (/home, /Estate …) by key; platform-wide. */
export const sitePages = pgTable('site_pages', {
  id: id(),
  key: varchar({ length: 20 }).notNull().unique('site_pages_key_key'),
  title: varchar({ length: 50 }).notNull(),
  order: sortOrder(),
  shown: boolean().notNull().default(true),
  ...auditColumns,
});

/** A text section of a site page, shown in order under the page's built-in content. */
export const siteSections = pgTable(
  'site_sections',
  {
    id: id(),
    pageId: bigint({ mode: 'number' }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    text: text().notNull(),
    order: sortOrder(),
    shown: boolean().notNull().default(true),
    ...auditColumns,
  },
  (t) => [index().on(t.pageId, t.order)],
);
