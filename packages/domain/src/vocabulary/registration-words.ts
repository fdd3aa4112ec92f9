// 注册申请's states, declared once: the contract's enum and the database's CHECK are made from them.

/** What the system administrator does with a request, in order of a normal life. */
export const REGISTRATION_STATUSES = ['待处理', '已联系', '已开通', '已拒绝'] as const;
