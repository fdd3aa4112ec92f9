import { badRequest, conflict, notFound } from '../../errors/app-error';

// The 系统管理 settings' refusals: dotted codes with their Chinese messages, written once.

export const dictionaryNotFound = () => notFound('字典不存在', 'sysadmin.dictionary_not_found');
export const dictionaryBuiltIn = () =>
  conflict('sysadmin.dictionary_builtin', '该字典为系统内置字典，平台不能修改其字典项');
export const entryNotFound = () => notFound('字典项不存在', 'sysadmin.dictionary_entry_not_found');
export const entryExists = () => badRequest('sysadmin.dictionary_entry_exists', '该字典已有相同字典值的字典项', [{ path: 'value', message: '该字典已有相同字典值的字典项' }]);
export const entryDeclared = () =>
  conflict('sysadmin.dictionary_entry_declared', '系统内置的字典项不能删除，可以停用');
export const entryInUse = (companies: number) =>
  conflict('sysadmin.dictionary_entry_in_use', `已有${companies}家公司在使用该字典项，不能删除，可以停用`);
export const documentNotFound = () => notFound('系统文档不存在', 'sysadmin.document_not_found');
export const menuNotFound = () => notFound('菜单不存在', 'sysadmin.menu_not_found');
export const centreNotFound = () => notFound('导航中心不存在', 'sysadmin.centre_not_found');
export const orderIncomplete = () =>
  badRequest('sysadmin.navigation_order', '请按顺序给出全部导航中心，每个中心一次', [{ path: 'ids', message: '请按顺序给出全部导航中心' }]);
export const superFixed = () => conflict('sysadmin.rights_super_fixed', '超级管理员始终可见全部菜单，不能修改');
export const saLocked = () =>
  conflict('sysadmin.rights_sa_locked', '系统管理员不能失去“系统管理”与“权限管理”菜单');
