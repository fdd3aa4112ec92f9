import { settleTypeInfo } from '@pm/domain';
import { allRecords, findRecord } from '../records/catalogue';

// Names of what the operation log (系统日志) and the export register (导出登记) store as keys: a
// record key, or a hand-written area's key; the action a use case logged. Every key the server
// writes has a name here (log-labels.test.ts scans the server's source), so no screen shows a raw key.

export interface LogLabel {
  cn: string;
  tw: string;
}

/** Actions written to the operation log, with their names. */
export const OPERATION_ACTIONS: Record<string, LogLabel> = {
  create: { cn: '新增', tw: '新增' },
  update: { cn: '修改', tw: '修改' },
  delete: { cn: '删除', tw: '刪除' },
  'soft-delete': { cn: '标记删除', tw: '標記刪除' },
  import: { cn: '导入', tw: '導入' },
  check: { cn: '校验', tw: '校驗' },
  commit: { cn: '确认导入', tw: '確認導入' },
  undo: { cn: '撤销导入', tw: '撤銷導入' },
  discard: { cn: '放弃', tw: '放棄' },
  paid: { cn: '线上到账', tw: '線上到帳' },
  'online-refund': { cn: '原路退回', tw: '原路退回' },
  retry: { cn: '重新发送', tw: '重新發送' },
  expire: { cn: '超时关闭', tw: '逾時關閉' },
  cancel: { cn: '取消', tw: '取消' },
  revoke: { cn: '撤销', tw: '撤銷' },
  export: { cn: '导出', tw: '導出' },
  backup: { cn: '备份', tw: '備份' },
  restore: { cn: '恢复', tw: '恢復' },
  denied: { cn: '拒绝访问', tw: '拒絕訪問' },
  'self-approve': { cn: '本人审批', tw: '本人審批' },
  activate: { cn: '启用', tw: '啟用' },
  deactivate: { cn: '停用', tw: '停用' },
  enable: { cn: '启用', tw: '啟用' },
  disable: { cn: '停用', tw: '停用' },
  approve: { cn: '审核通过', tw: '審核通過' },
  reject: { cn: '审核退回', tw: '審核退回' },
  submit: { cn: '提交', tw: '提交' },
  audit: { cn: '审核', tw: '審核' },
  return: { cn: '退回', tw: '退回' },
  unaudit: { cn: '取消审核', tw: '取消審核' },
  post: { cn: '登账', tw: '登帳' },
  close: { cn: '结账', tw: '結帳' },
  reopen: { cn: '反结账', tw: '反結帳' },
  'bulk-bind': { cn: '批量绑定', tw: '批量綁定' },
  end: { cn: '终止', tw: '終止' },
  version: { cn: '新版本', tw: '新版本' },
  show: { cn: '显示', tw: '顯示' },
  hide: { cn: '隐藏', tw: '隱藏' },
  purchase: { cn: '开通', tw: '開通' },
  withdraw: { cn: '收回', tw: '收回' },
  order: { cn: '排序', tw: '排序' },
  publish: { cn: '发布', tw: '發佈' },
  push: { cn: '推送', tw: '推送' },
  recompute: { cn: '重新计算', tw: '重新計算' },
  replace: { cn: '替换', tw: '替換' },
  reset: { cn: '重置', tw: '重置' },
  resolve: { cn: '差异处理', tw: '差異處理' },
  reverse: { cn: '冲红', tw: '沖紅' },
  run: { cn: '执行', tw: '執行' },
  save: { cn: '保存', tw: '保存' },
  setup: { cn: '建账', tw: '建帳' },
  sla_escalation: { cn: '超时升级', tw: '超時升級' },
  sla_overdue: { cn: '超时', tw: '超時' },
  sla_warning: { cn: '时限预警', tw: '時限預警' },
  tips: { cn: '操作提示', tw: '操作提示' },
  waive: { cn: '减免', tw: '減免' },
};

/** Log subjects that are not record types. */
export const LOG_SUBJECTS: Record<string, LogLabel> = {
  'staff-permission': { cn: '员工权限', tw: '員工權限' },
  backup: { cn: '系统备份', tw: '系統備份' },
  'export-audit': { cn: '导出登记', tw: '導出登記' },
  rights: { cn: '功能授权', tw: '功能授權' },
  'approval-policy': { cn: '审批分离', tw: '審批分離' },
  'accounting-balance-sheet': { cn: '资产负债表', tw: '資產負債表' },
  'accounting-book': { cn: '账套', tw: '帳套' },
  'accounting-detail-ledger': { cn: '明细账', tw: '明細帳' },
  'accounting-general-ledger': { cn: '总账', tw: '總帳' },
  'accounting-income-statement': { cn: '利润表', tw: '利潤表' },
  'accounting-opening': { cn: '期初余额', tw: '期初餘額' },
  'accounting-subject': { cn: '会计科目', tw: '會計科目' },
  'accounting-subject-balances': { cn: '科目余额表', tw: '科目餘額表' },
  'accounting-voucher': { cn: '凭证', tw: '憑證' },
  'accounting-voucher-template': { cn: '凭证模板', tw: '憑證模板' },
  'acct-assets': { cn: '固定资产', tw: '固定資產' },
  'acct-vouchers': { cn: '凭证列表', tw: '憑證列表' },
  'arrears-houses': { cn: '欠费房屋', tw: '欠費房屋' },
  'arrears-lines': { cn: '欠费明细', tw: '欠費明細' },
  'charging-binding': { cn: '收费绑定', tw: '收費綁定' },
  'charging-line': { cn: '计费审核', tw: '計費審核' },
  'charging-lines': { cn: '费用明细', tw: '費用明細' },
  'charging-readings': { cn: '抄表录入', tw: '抄表錄入' },
  'charging-reduction': { cn: '费用减免', tw: '費用減免' },
  'charging-standard': { cn: '收费标准', tw: '收費標準' },
  'company-menu': { cn: '公司功能', tw: '公司功能' },
  contacts: { cn: '公司通讯录', tw: '公司通訊錄' },
  'dashboard-drill': { cn: '看板明细', tw: '看板明細' },
  'file-upload-rule': { cn: '文件上传规则', tw: '文件上傳規則' },
  'house-owner': { cn: '房屋业主', tw: '房屋業主' },
  'menu-help': { cn: '帮助条目', tw: '幫助條目' },
  'nav-operation-tips': { cn: '操作提示', tw: '操作提示' },
  navigation: { cn: '导航设置', tw: '導航設置' },
  'owners-ballots': { cn: '表决结果', tw: '表決結果' },
  'owners-outsourcing': { cn: '外包合同', tw: '外包合同' },
  'owners-repair-houses': { cn: '维修基金房屋', tw: '維修基金房屋' },
  'owners-repair-statement': { cn: '维修基金对账', tw: '維修基金對帳' },
  'platform-dictionary': { cn: '平台字典', tw: '平台字典' },
  'platform-fee-run': { cn: '平台费计费', tw: '平台費計費' },
  'refund-request': { cn: '退款申请', tw: '退款申請' },
  'release-note': { cn: '版本说明', tw: '版本說明' },
  'role-rights': { cn: '角色权限', tw: '角色權限' },
  'settle-daily': { cn: '收费日报', tw: '收費日報' },
  'workorder-sla': { cn: '工单时效报表', tw: '工單時效報表' },
  'settle-late-fee-waivers': { cn: '滞纳金减免', tw: '滯納金減免' },
  'settle-payments': { cn: '结算记录', tw: '結算記錄' },
  'opening-import': { cn: '期初导入', tw: '期初導入' },
  'pay-order': { cn: '线上支付单', tw: '線上支付單' },
  'owner-binding': { cn: '业主认证', tw: '業主認證' },
  'pay-refund': { cn: '原路退回', tw: '原路退回' },
  'pay-settings': { cn: '线上收款设置', tw: '線上收款設置' },
  'pay-recon': { cn: '线上对账', tw: '線上對帳' },
  'pay-recon-items': { cn: '线上对账差异', tw: '線上對帳差異' },
  'site-page': { cn: '网站页面', tw: '網站頁面' },
  'site-picture': { cn: '网站图片', tw: '網站圖片' },
  'site-section': { cn: '网站栏目', tw: '網站欄目' },
  'system-document': { cn: '系统文档', tw: '系統文檔' },
  'workflow-todo': { cn: '待办公文', tw: '待辦公文' },
  'workflow-dealt': { cn: '已办公文', tw: '已辦公文' },
  'workflow-processing': { cn: '办理中公文', tw: '辦理中公文' },
  'work-order': { cn: '工单', tw: '工單' },
};

/** 繁體 names of the settle types whose 简体 name differs (domain's SETTLE_TYPES holds 简体). */
const SETTLE_TYPE_TW: Record<string, string> = {
  '1': '收費',
  '8': '退預交款',
  '9': '經付',
  '12': '託收',
  '13': '退房預交',
  '14': '沖紅',
};

/** The name of a logged subject: a record type's title, a listed subject, else the key itself. */
export function logSubjectLabel(key: string): LogLabel {
  return findRecord(key)?.title ?? LOG_SUBJECTS[key] ?? { cn: key, tw: key };
}

/** The name of a logged action; a payment's action is `settle-<type>` (结算：收费, 结算：冲红 …). */
export function logActionLabel(action: string): LogLabel {
  const known = OPERATION_ACTIONS[action];
  if (known) return known;
  const settle = /^settle-(\d+)$/.exec(action);
  const type = settle ? settleTypeInfo(settle[1]!) : undefined;
  if (type) return { cn: `结算：${type.name}`, tw: `結算：${SETTLE_TYPE_TW[type.code] ?? type.name}` };
  return { cn: action, tw: action };
}

/** Every subject a log line or an export may be filed under, once each: the record types, then the other subjects. */
export function logSubjectKeys(): string[] {
  return [...new Set([...allRecords().map((d) => d.key), ...Object.keys(LOG_SUBJECTS)])];
}
