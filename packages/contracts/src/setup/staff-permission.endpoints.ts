import { z } from 'zod';
import { Id } from '../core/integers';
import { maxChars } from '../core/text';
import { defineEndpoint } from '../core/endpoint';
import { reads, writes } from '../core/rights';

// 员工权限: a company administrator grants menu items to a staff user. Grants are the identity
// tables' user_menu_grants (direct) — job grants come with the job and are shown, not edited here.
// Who may grant: sa and super for the companies at and below their own; an emp who holds the
// 员工权限 menu item for their own company, only items they hold themselves.

const tag = 'staff-permission';
const UserId = Id;

export const StaffPermissionQuery = z.object({
  /** Name or account contains. */
  q: z.string().trim().check(maxChars(50)).optional(),
});

export const StaffPermissionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  companyId: z.number().int(),
  companyNick: z.string(),
  jobName: z.string().nullable(),
  /** Menu items granted to the user directly. */
  grantedCount: z.number().int(),
});
export type StaffPermissionUser = z.infer<typeof StaffPermissionUser>;

/** A node of the bought part of the catalogue (centres and groups are folders, items are leaves). */
export const MenuGrantNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  icon: z.string(),
  order: z.number().int(),
  leaf: z.boolean(),
});
export type MenuGrantNode = z.infer<typeof MenuGrantNode>;

export const StaffPermission = z.object({
  userId: z.number().int(),
  name: z.string(),
  companyNick: z.string(),
  /** The catalogue items the user's company bought, with their folders, in menu order. */
  nodes: z.array(MenuGrantNode),
  /** Items granted to the user directly. */
  granted: z.array(z.number().int()),
  /** Items the user has through the job (not changed here). */
  jobGranted: z.array(z.number().int()),
  /** Items the caller may grant or take away. */
  manageable: z.array(z.number().int()),
});
export type StaffPermission = z.infer<typeof StaffPermission>;

export const listPermissionStaff = defineEndpoint({
  method: 'GET',
  path: '/api/staff-permission/staff',
  input: StaffPermissionQuery,
  output: z.array(StaffPermissionUser),
  auth: 'session',
  rights: reads('data_staff-permission'),
  roles: ['emp', 'sa', 'super'],
  summary: '员工权限：可授权的员工列表（本公司及下级公司；emp 仅本公司）',
  tag,
});

export const getStaffPermission = defineEndpoint({
  method: 'GET',
  path: '/api/staff-permission/:userId',
  input: z.object({ userId: UserId }),
  output: StaffPermission,
  auth: 'session',
  rights: reads('data_staff-permission'),
  roles: ['emp', 'sa', 'super'],
  summary: '员工权限：公司已购菜单、员工直接授权与岗位授权',
  tag,
});

export const saveStaffPermission = defineEndpoint({
  method: 'PUT',
  path: '/api/staff-permission/:userId',
  input: z.object({
    userId: UserId,
    /** The complete set of items granted to the user directly (leaves of the company's purchases). */
    menuIds: z.array(z.number().int().positive()).max(2000),
  }),
  output: StaffPermission,
  auth: 'session',
  rights: writes('data_staff-permission'),
  roles: ['emp', 'sa', 'super'],
  summary: '员工权限：保存员工的直接授权（整体替换）；只能授予公司已购买且自己可管理的菜单',
  tag,
});

export const staffPermissionEndpoints = { listPermissionStaff, getStaffPermission, saveStaffPermission };
