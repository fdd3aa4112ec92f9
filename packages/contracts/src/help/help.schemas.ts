import { z } from 'zod';
import { maxChars } from '../core/text';

/** A help item of a menu (AI help drop-down): title, with the remark shown as HTML. */
export const HelpItem = z.object({
  id: z.number().int(),
  menuId: z.number().int(),
  /** flow: operation steps; field: field explanations; doc: questions and answers. */
  kind: z.enum(['flow', 'field', 'doc']),
  title: z.string(),
  /** Same as title (the client shows `name` in the drop-down). */
  name: z.string(),
  tabName: z.string(),
  /** HTML. */
  remark: z.string(),
  order: z.number().int(),
});
export type HelpItem = z.infer<typeof HelpItem>;

export const HelpMenuParam = z.object({ id: z.coerce.number().int().positive() });

export const HelpQuery = z.object({
  /** Menu item id (route meta id). */
  menu: z.coerce.number().int().positive(),
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
  id: z.coerce.number().int().positive(),
  /** The category (level-1 node id) the case belongs to; optional check. */
  category: z.coerce.number().int().positive().optional(),
});
