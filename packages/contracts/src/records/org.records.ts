import { defineRecord, f } from './define';

const remark = f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 });

/** 公司架构: the caller's company and those below it; read-only (the tree is kept by administration). */
export const companyRecord = defineRecord({
  key: 'company',
  title: { cn: '公司架构', tw: '公司架構' },
  fields: {
    code: f.text({ cn: '公司编号', tw: '公司編號' }, { required: true, max: 40 }),
    name: f.text({ cn: '公司名称', tw: '公司名稱' }, { required: true, max: 100 }),
    nick: f.text({ cn: '简称', tw: '簡稱' }, { required: true, max: 50 }),
    parentId: f.ref({ cn: '上级公司', tw: '上級公司' }, 'company'),
    level: f.enum({ cn: '公司级别', tw: '公司級別' }, 'company_level', { required: true }),
    type: f.enum({ cn: '公司类型', tw: '公司類型' }, 'company_type', { required: true }),
    phone: f.text({ cn: '电话', tw: '電話' }, { format: 'phone', max: 30 }),
    address: f.text({ cn: '地址', tw: '地址' }, { max: 200 }),
  },
  display: 'name',
  list: { columns: ['code', 'name', 'nick', 'parentId', 'level', 'type', 'phone', 'address'], filters: ['name', 'level', 'type'], sortable: ['code', 'name', 'level'], defaultSort: { field: 'level', order: 'asc' } },
  softDelete: false,
  readOnly: true,
  readRoles: ['emp', 'sa', 'super', 'root', 'gov'],
});

/** 部门管理 */
export const deptRecord = defineRecord({
  key: 'dept',
  title: { cn: '部门管理', tw: '部門管理' },
  fields: {
    parentId: f.ref({ cn: '上级部门', tw: '上級部門' }, 'dept'),
    code: f.text({ cn: '部门编号', tw: '部門編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '部门名称', tw: '部門名稱' }, { required: true, unique: true, max: 50 }),
    manager: f.text({ cn: '负责人', tw: '負責人' }, { max: 50 }),
    phone: f.text({ cn: '电话', tw: '電話' }, { format: 'phone', max: 30 }),
    sort: f.number({ cn: '排序', tw: '排序' }, { integer: true, min: 0, max: 9999, defaultValue: 0 }),
    remark,
  },
  display: 'name',
  list: { columns: ['code', 'name', 'parentId', 'manager', 'phone', 'sort'], filters: ['name'], sortable: ['sort', 'code', 'name'], defaultSort: { field: 'sort', order: 'asc' } },
  softDelete: true,
});

/** 岗位职责: the identity module's jobs, with their duties (HTML). */
export const jobRecord = defineRecord({
  key: 'job',
  title: { cn: '岗位职责', tw: '崗位職責' },
  fields: {
    name: f.text({ cn: '岗位名称', tw: '崗位名稱' }, { required: true, unique: true, max: 50 }),
    duties: f.text({ cn: '岗位职责', tw: '崗位職責' }, { html: true, max: 20000 }),
    order: f.number({ cn: '排序', tw: '排序' }, { integer: true, min: 0, max: 9999, defaultValue: 0 }),
  },
  display: 'name',
  list: { columns: ['name', 'order'], filters: ['name'], sortable: ['order', 'name'], defaultSort: { field: 'order', order: 'asc' } },
  softDelete: false,
});

/** 员工档案: the company's users (accounts are kept by identity) with what the company records about them. */
export const staffRecord = defineRecord({
  key: 'staff',
  title: { cn: '员工档案', tw: '員工檔案' },
  fields: {
    userId: f.number({ cn: '账号编号', tw: '賬號編號' }, { integer: true, readOnly: true, hidden: true }),
    name: f.text({ cn: '姓名', tw: '姓名' }, { readOnly: true, max: 50 }),
    username: f.text({ cn: '登录账号', tw: '登錄賬號' }, { readOnly: true, max: 50 }),
    jobName: f.text({ cn: '岗位', tw: '崗位' }, { readOnly: true, max: 50 }),
    deptId: f.ref({ cn: '部门', tw: '部門' }, 'dept'),
    employeeNo: f.text({ cn: '工号', tw: '工號' }, { unique: true, max: 30 }),
    gender: f.enum({ cn: '性别', tw: '性別' }, 'gender'),
    mobile: f.text({ cn: '手机号', tw: '手機號' }, { format: 'mobile', max: 20 }),
    email: f.text({ cn: '电子邮箱', tw: '電子郵箱' }, { max: 100 }),
    idNumber: f.text({ cn: '身份证号', tw: '身份證號' }, { format: 'idNumber', max: 40 }),
    entryDate: f.date({ cn: '入职日期', tw: '入職日期' }),
    state: f.enum({ cn: '状态', tw: '狀態' }, 'staff_state', { required: true, defaultValue: '1' }),
    remark,
  },
  display: 'name',
  list: { columns: ['name', 'username', 'jobName', 'deptId', 'employeeNo', 'gender', 'mobile', 'entryDate', 'state'], filters: ['name', 'deptId', 'state'], sortable: ['name', 'employeeNo', 'entryDate'], defaultSort: { field: 'name', order: 'asc' } },
  softDelete: false,
  importable: false,
});

/** 数据字典: built-in items are read-only; a company adds items or relabels items of editable dictionaries. */
export const dictionaryRecord = defineRecord({
  key: 'dictionary',
  title: { cn: '数据字典', tw: '數據字典' },
  fields: {
    dictCode: f.text({ cn: '字典编码', tw: '字典編碼' }, { required: true, max: 50 }),
    dictName: f.text({ cn: '字典名称', tw: '字典名稱' }, { readOnly: true, max: 50 }),
    value: f.text({ cn: '项值', tw: '項值' }, { required: true, max: 30 }),
    labelCn: f.text({ cn: '名称（简体）', tw: '名稱（簡體）' }, { required: true, max: 50 }),
    labelTw: f.text({ cn: '名称（繁体）', tw: '名稱（繁體）' }, { required: true, max: 50 }),
    enabled: f.bool({ cn: '启用', tw: '啟用' }, { required: true, defaultValue: true }),
    sort: f.number({ cn: '排序', tw: '排序' }, { integer: true, min: 0, max: 9999, defaultValue: 0 }),
  },
  display: 'labelCn',
  list: { columns: ['dictCode', 'dictName', 'value', 'labelCn', 'labelTw', 'enabled', 'sort'], filters: ['dictCode', 'dictName', 'labelCn'], sortable: ['dictCode', 'sort'], defaultSort: { field: 'dictCode', order: 'asc' } },
  softDelete: false,
});

/** 收据编号规则 */
export const receiptRuleRecord = defineRecord({
  key: 'receipt-rule',
  title: { cn: '收据编号规则', tw: '收據編號規則' },
  fields: {
    estateId: f.ref({ cn: '适用楼盘（空为全公司）', tw: '適用樓盤（空為全公司）' }, 'estate'),
    name: f.text({ cn: '规则名称', tw: '規則名稱' }, { required: true, max: 50 }),
    prefix: f.text({ cn: '前缀', tw: '前綴' }, { required: true, max: 10 }),
    datePart: f.enum({ cn: '日期段', tw: '日期段' }, 'receipt_date_part', { required: true, defaultValue: '3' }),
    serialLength: f.number({ cn: '流水号位数', tw: '流水號位數' }, { integer: true, min: 3, max: 10, required: true, defaultValue: 5 }),
    nextSerial: f.number({ cn: '下一流水号', tw: '下一流水號' }, { integer: true, min: 1, max: 9999999999, required: true, defaultValue: 1 }),
    resetCycle: f.enum({ cn: '流水号重置', tw: '流水號重置' }, 'receipt_reset', { required: true, defaultValue: '2' }),
    enabled: f.bool({ cn: '启用', tw: '啟用' }, { required: true, defaultValue: true }),
    sample: f.text({ cn: '编号示例', tw: '編號示例' }, { readOnly: true, max: 60 }),
    remark,
  },
  display: 'name',
  list: { columns: ['estateId', 'name', 'prefix', 'datePart', 'serialLength', 'nextSerial', 'resetCycle', 'enabled', 'sample'], filters: ['estateId', 'name'], sortable: ['name'], defaultSort: { field: 'name', order: 'asc' } },
  softDelete: false,
});
