import { HELP_KINDS } from '@pm/domain';
import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { maxChars } from '../core/text';

/** A help item of a menu (AI help drop-down): title, with the remark shown as HTML. */
export const HelpItem = z.object({
  id: z.number().int(),
  menuId: z.number().int(),
  /** flow: operation steps; field: field explanations; doc: questions and answers. */
  kind: z.enum(HELP_KINDS),
  title: z.string(),
  /** Same as title (the client shows `name` in the drop-down). */
  name: z.string(),
  tabName: z.string(),
  /** HTML. */
  remark: z.string(),
  order: z.number().int(),
});
export type HelpItem = z.infer<typeof HelpItem>;

export const HelpMenuParam = z.object({ id: Id });

export const HelpQuery = z.object({
  /** Menu item id (route meta id). */
  menu: Id,
  tabName: z.string().check(maxChars(100)).optional(),
});

/** Service-case tree node (服务管理案例): level 1 categories, level 2 cases. */
export const CaseNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  level: z.number().int(),
});
export type CaseNode = z.infer<typeof CaseNode>;

export const CaseInfoInput = z.object({
  id: Id,
  /** The category (level-1 node id) the case belongs to; optional check. */
  category: Id.optional(),
});

/** 帮助条目 maintenance: a menu item of the catalogue with how many help items it has. */
export const HelpMenuEntry = z.object({
  menuId: z.number().int(),
  title: z.string(),
  /** 中心 / 分组 the item sits in. */
  place: z.string(),
  count: z.number().int(),
});
export type HelpMenuEntry = z.infer<typeof HelpMenuEntry>;

export const HelpItemsQuery = z.object({ menu: Id });

export const SaveHelpItemInput = z.object({
  menuId: Id,
  kind: z.enum(HELP_KINDS, { error: '类别不正确' }),
  tabName: z.string().trim().check(maxChars(100)).default(''),
  title: z.string({ error: '请输入标题' }).trim().min(1, { error: '请输入标题' }).check(maxChars(100)),
  /** HTML from the rich-text editor. */
  remark: z.string({ error: '请输入内容' }).min(1, { error: '请输入内容' }).check(maxChars(20000)),
  order: integer(z.number().int().min(0).max(9999).default(0)),
});
export type SaveHelpItemInput = z.infer<typeof SaveHelpItemInput>;

export const HelpItemParam = z.object({ id: Id });
export const UpdateHelpItemInput = SaveHelpItemInput.extend({ id: Id });
