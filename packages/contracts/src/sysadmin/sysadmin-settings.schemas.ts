import { z } from 'zod';
import { idOf, integer } from '../core/integers';
import { roles } from '../core/endpoint';

// 系统管理 settings (issue 16): platform dictionaries, system documents, navigation centres and role rights.

const label = (what: string, max: number) =>
  z.string({ error: `请输入${what}` }).trim().min(1, { error: `请输入${what}` }).max(max, { error: `${what}最多${max}个字` });
const sort = integer(z.number({ error: '排序须为整数' }).int({ error: '排序须为整数' }).min(0, { error: '排序不能小于0' }).max(9999, { error: '排序不能大于9999' }));

/** 字典管理: one declared dictionary (type) with its platform entries count. */
export const PlatformDictionary = z.object({
  code: z.string(),
  name: z.object({ cn: z.string(), tw: z.string() }),
  /** Companies (and the platform) may add entries to it. */
  editable: z.boolean(),
  entryCount: z.number(),
  enabledCount: z.number(),
});
export type PlatformDictionary = z.infer<typeof PlatformDictionary>;

/** A platform entry (dictionary_items with no company): every company's dictionary starts from these. */
export const PlatformDictEntry = z.object({
  id: z.number(),
  dictCode: z.string(),
  value: z.string(),
  labelCn: z.string(),
  labelTw: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  /** Declared by the product (its fields and rules read it): never deleted, only disabled. */
  declared: z.boolean(),
  /** Companies that keep their own row for this value (relabelled or disabled it for themselves). */
  companyRows: z.number(),
});
export type PlatformDictEntry = z.infer<typeof PlatformDictEntry>;

const dictCode = z.string({ error: '请选择字典' }).trim().min(1, { error: '请选择字典' }).max(50, { error: '请选择字典' });

export const ListPlatformEntriesInput = z.object({ code: dictCode });
export type ListPlatformEntriesInput = z.infer<typeof ListPlatformEntriesInput>;

const entryFields = {
  labelCn: label('简体名称', 50),
  labelTw: label('繁体名称', 50),
  sort,
  enabled: z.boolean({ error: '请选择是否启用' }),
};

export const CreatePlatformEntryInput = z.object({
  code: dictCode,
  value: z
    .string({ error: '请输入字典值' })
    .trim()
    .min(1, { error: '请输入字典值' })
    .max(30, { error: '字典值最多30个字符' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: '字典值只能由字母、数字、下划线或短横线组成' }),
  ...entryFields,
});
export type CreatePlatformEntryInput = z.infer<typeof CreatePlatformEntryInput>;

export const UpdatePlatformEntryInput = z.object({ id: idOf('字典项编号不正确'), ...entryFields });
export type UpdatePlatformEntryInput = z.infer<typeof UpdatePlatformEntryInput>;

export const PlatformEntryIdInput = z.object({ id: idOf('字典项编号不正确') });
export type PlatformEntryIdInput = z.infer<typeof PlatformEntryIdInput>;

/** 文档管理: a system document (sys-intro key) with its HTML. */
export const SystemDocument = z.object({ key: z.string(), title: z.string(), content: z.string() });
export type SystemDocument = z.infer<typeof SystemDocument>;

const docKey = z
  .string({ error: '文档编号不正确' })
  .trim()
  .min(1, { error: '文档编号不正确' })
  .max(80, { error: '文档编号不正确' })
  .regex(/^[a-z0-9-]+$/, { error: '文档编号不正确' });
const html = z.string({ error: '请输入文档内容' }).max(100_000, { error: '文档内容最多10万个字符' });

export const UpdateSystemDocumentInput = z.object({ key: docKey, title: label('文档标题', 100), content: html });
export type UpdateSystemDocumentInput = z.infer<typeof UpdateSystemDocumentInput>;

/** 文档管理: the help text (title and remark, GET /api/menu/docs) of one catalogue item. */
export const MenuHelp = z.object({
  id: z.number(),
  centre: z.string(),
  group: z.string(),
  title: z.string(),
  component: z.string(),
  remark: z.string(),
});
export type MenuHelp = z.infer<typeof MenuHelp>;

export const UpdateMenuHelpInput = z.object({
  id: idOf('菜单编号不正确'),
  remark: z.string({ error: '请输入菜单说明' }).trim().max(500, { error: '菜单说明最多500个字' }),
});
export type UpdateMenuHelpInput = z.infer<typeof UpdateMenuHelpInput>;

/** 导航管理: one centre of the new layout with its description and introduction (sys-intro `centre-<id>`). */
export const NavigationCentre = z.object({
  id: z.number(),
  title: z.string(),
  order: z.number(),
  remark: z.string(),
  introTitle: z.string(),
  introContent: z.string(),
  groupCount: z.number(),
});
export type NavigationCentre = z.infer<typeof NavigationCentre>;

export const NavigationSettings = z.object({
  centres: z.array(NavigationCentre),
  /** The operation tips (sys-intro `nav-operation-tips`). */
  tips: SystemDocument,
});
export type NavigationSettings = z.infer<typeof NavigationSettings>;

export const UpdateNavigationCentreInput = z.object({
  id: idOf('中心编号不正确'),
  remark: z.string({ error: '请输入中心说明' }).trim().max(500, { error: '中心说明最多500个字' }),
  introContent: html,
});
export type UpdateNavigationCentreInput = z.infer<typeof UpdateNavigationCentreInput>;

export const OrderNavigationInput = z.object({
  ids: z
    .array(idOf('中心编号不正确'), { error: '请给出中心的顺序' })
    .min(1, { error: '请给出中心的顺序' })
    .max(50, { error: '中心过多' }),
});
export type OrderNavigationInput = z.infer<typeof OrderNavigationInput>;

export const UpdateNavigationTipsInput = z.object({ content: html });
export type UpdateNavigationTipsInput = z.infer<typeof UpdateNavigationTipsInput>;

/** 权限管理: a role with how many catalogue nodes it is set apart from the default rule. */
export const RoleSummary = z.object({
  role: z.enum(roles),
  /** super always sees the whole catalogue; its rights are not set here. */
  fixed: z.boolean(),
  hiddenCount: z.number(),
  changedCount: z.number(),
});
export type RoleSummary = z.infer<typeof RoleSummary>;

export const RightNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  title: z.string(),
  component: z.string(),
  /** The role's own setting for this node (the default rule otherwise). */
  visible: z.boolean(),
  /** What the default rule says (system administration only for sa, super and root). */
  defaultVisible: z.boolean(),
  /** Cannot be hidden for this role (sa keeps 系统管理 and 权限管理). */
  locked: z.boolean(),
});
export type RightNode = z.infer<typeof RightNode>;

export const RoleRights = z.object({ role: z.enum(roles), fixed: z.boolean(), nodes: z.array(RightNode) });
export type RoleRights = z.infer<typeof RoleRights>;

const role = z.enum(roles, { error: '请选择角色' });
export const GetRoleRightsInput = z.object({ role });
export type GetRoleRightsInput = z.infer<typeof GetRoleRightsInput>;

export const SetRoleRightInput = z.object({
  role,
  menuId: idOf('菜单编号不正确'),
  visible: z.boolean({ error: '请选择是否可见' }),
});
export type SetRoleRightInput = z.infer<typeof SetRoleRightInput>;
