import { z } from 'zod';
import { Id } from '../core/integers';
import { maxChars } from '../core/text';

/** Menu item state: 3 = bought and granted; 1 = bought, not granted; absent = not bought. */
export const MENU_STATE_USABLE = 3;
export const MENU_STATE_NOT_GRANTED = 1;

/** Centre ids of the new layout (spec 2) and how many groups each shows. */
export const CENTRE_GROUP_COUNTS: Record<number, number> = {
  56: 4,
  81: 5,
  117: 5,
  147: 5,
  202: 2,
  271: 4,
  318: 5,
  388: 4,
};
export const CALL_CENTRE_MENU_ID = 94;
export const DEVICE_AUTH_MENU_IDS = [128, 129, 135, 418, 73, 420] as const;
export const HELP_MENU_IDS = [66, 127, 128, 129, 88, 94, 71, 134] as const;

/** The fields of one menu item as the API serves it; the node shape is declared here once. */
export const MenuItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Unique route key. */
  name: z.string(),
  /** Route path, e.g. '/customer/complaint'. */
  path: z.string(),
  title: z.string(),
  /** A @tabler/icons-react name such as 'IconHome'. */
  icon: z.string(),
  /** 'Layout' | 'LayoutBlank' | 'folder/folder/file' (records: 'record/<key>/index'). */
  component: z.string(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  order: z.number().int(),
  remark: z.string().optional(),
  /** 3 bought and granted, 1 bought not granted, absent not bought. */
  state: z.number().int().optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** A menu item with its sub-items. */
export type MenuNode = MenuItem & { children: MenuNode[] };
export const MenuNode: z.ZodType<MenuNode> = MenuItem.extend({
  get children(): z.ZodArray<z.ZodType<MenuNode>> {
    return z.array(MenuNode);
  },
});

/** GET /api/menu: the old layout's three-level tree; msg is the navigator state. */
export const MenuTree = z.array(MenuNode);

/** GET /api/menu/v2: a group of a centre, its children are menu items (with their subtrees). */
export const MenuGroup = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  remark: z.string(),
  children: z.array(MenuNode),
});
export type MenuGroup = z.infer<typeof MenuGroup>;

export const MenuCentre = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  remark: z.string(),
  /** All groups, including the extra last one the web drops. */
  children: z.array(MenuGroup),
});
export type MenuCentre = z.infer<typeof MenuCentre>;

export const MenuDocsQuery = z.object({
  /** Menu item id (route meta id). */
  menu: Id,
  tabName: z.string().check(maxChars(100)).optional(),
});

/** Menu description shown after hovering an item (first item used). */
export const MenuDoc = z.object({ id: z.number().int(), title: z.string(), remark: z.string() });
export type MenuDoc = z.infer<typeof MenuDoc>;

export const SysIntroQuery = z.object({ key: z.string().trim().min(1).check(maxChars(80)) });

/** A system document by key (cached by the client per key). */
export const SysIntro = z.object({ key: z.string(), title: z.string(), content: z.string() });
export type SysIntro = z.infer<typeof SysIntro>;
