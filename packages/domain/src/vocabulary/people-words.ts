// Who signs in, declared once: the contracts' Role and the database's CHECKs are made from it.

/** 员工, 公司管理员, 平台管理员, 系统管理员, 政府监管. */
export const USER_ROLES = ['emp', 'sa', 'super', 'root', 'gov'] as const;
