import { fixedDictionary } from '@pm/domain';
import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 客户服务 (spec section 2, customer service): complaints, dispatch, case acceptance, visits,
// decoration, move-in inspection, customer relations, renting. Rules beyond the field kinds
// (status only forward, dates in order, closing needs a time) live in the server's service module.

/** Status dictionaries are ordered: a record's status may only move to a later item. */
export const serviceDictionaries: DictionaryDef[] = [
  {
    code: 'complaint_channel',
    name: { cn: '投诉渠道', tw: '投訴渠道' },
    editable: true,
    items: [
      { value: '1', label: { cn: '电话', tw: '電話' } },
      { value: '2', label: { cn: '来访', tw: '來訪' } },
      { value: '3', label: { cn: '微信', tw: '微信' } },
      { value: '4', label: { cn: '邮件', tw: '郵件' } },
      { value: '5', label: { cn: '12345热线', tw: '12345熱線' } },
      { value: '6', label: { cn: '其他', tw: '其他' } },
    ],
  },
  {
    code: 'complaint_category',
    name: { cn: '投诉类别', tw: '投訴類別' },
    editable: true,
    items: [
      { value: '1', label: { cn: '服务态度', tw: '服務態度' } },
      { value: '2', label: { cn: '维修质量', tw: '維修質量' } },
      { value: '3', label: { cn: '环境卫生', tw: '環境衛生' } },
      { value: '4', label: { cn: '安全秩序', tw: '安全秩序' } },
      { value: '5', label: { cn: '收费问题', tw: '收費問題' } },
      { value: '6', label: { cn: '噪音扰民', tw: '噪音擾民' } },
      { value: '7', label: { cn: '其他', tw: '其他' } },
    ],
  },
  fixedDictionary('urgency_level', { cn: '紧急程度', tw: '緊急程度' }, {
    '1': { cn: '一般', tw: '一般' },
    '2': { cn: '重要', tw: '重要' },
    '3': { cn: '紧急', tw: '緊急' },
  }),
  fixedDictionary('complaint_status', { cn: '投诉状态', tw: '投訴狀態' }, {
    '1': { cn: '待处理', tw: '待處理' },
    '2': { cn: '处理中', tw: '處理中' },
    '3': { cn: '已办结', tw: '已辦結' },
  }),
  fixedDictionary('satisfaction', { cn: '满意度', tw: '滿意度' }, {
    '1': { cn: '非常满意', tw: '非常滿意' },
    '2': { cn: '满意', tw: '滿意' },
    '3': { cn: '一般', tw: '一般' },
    '4': { cn: '不满意', tw: '不滿意' },
  }),
  {
    code: 'dispatch_work_type',
    name: { cn: '派工类型', tw: '派工類型' },
    editable: true,
    items: [
      { value: '1', label: { cn: '报修', tw: '報修' } },
      { value: '2', label: { cn: '投诉处理', tw: '投訴處理' } },
      { value: '3', label: { cn: '公共维修', tw: '公共維修' } },
      { value: '4', label: { cn: '保洁', tw: '保潔' } },
      { value: '5', label: { cn: '绿化', tw: '綠化' } },
      { value: '6', label: { cn: '其他', tw: '其他' } },
    ],
  },
  fixedDictionary('dispatch_status', { cn: '派工状态', tw: '派工狀態' }, {
    '1': { cn: '已派工', tw: '已派工' },
    '2': { cn: '处理中', tw: '處理中' },
    '3': { cn: '已完成', tw: '已完成' },
    '4': { cn: '已回访', tw: '已回訪' },
  }),
  {
    code: 'case_type',
    name: { cn: '受理类型', tw: '受理類型' },
    editable: true,
    items: [
      { value: '1', label: { cn: '咨询', tw: '諮詢' } },
      { value: '2', label: { cn: '报修', tw: '報修' } },
      { value: '3', label: { cn: '投诉', tw: '投訴' } },
      { value: '4', label: { cn: '建议', tw: '建議' } },
      { value: '5', label: { cn: '表扬', tw: '表揚' } },
      { value: '6', label: { cn: '求助', tw: '求助' } },
    ],
  },
  fixedDictionary('case_status', { cn: '受理状态', tw: '受理狀態' }, {
    '1': { cn: '已受理', tw: '已受理' },
    '2': { cn: '处理中', tw: '處理中' },
    '3': { cn: '已办结', tw: '已辦結' },
  }),
  fixedDictionary('visit_method', { cn: '回访方式', tw: '回訪方式' }, {
    '1': { cn: '电话回访', tw: '電話回訪' },
    '2': { cn: '上门回访', tw: '上門回訪' },
    '3': { cn: '微信回访', tw: '微信回訪' },
    '4': { cn: '短信回访', tw: '短信回訪' },
  }),
  {
    code: 'visit_subject',
    name: { cn: '回访类别', tw: '回訪類別' },
    editable: true,
    items: [
      { value: '1', label: { cn: '维修回访', tw: '維修回訪' } },
      { value: '2', label: { cn: '投诉回访', tw: '投訴回訪' } },
      { value: '3', label: { cn: '定期回访', tw: '定期回訪' } },
      { value: '4', label: { cn: '节日回访', tw: '節日回訪' } },
    ],
  },
  fixedDictionary('decoration_status', { cn: '装修状态', tw: '裝修狀態' }, {
    '1': { cn: '申请中', tw: '申請中' },
    '2': { cn: '已审批', tw: '已審批' },
    '3': { cn: '施工中', tw: '施工中' },
    '4': { cn: '已验收', tw: '已驗收' },
    '5': { cn: '已退押金', tw: '已退押金' },
  }),
  fixedDictionary('move_in_result', { cn: '验房结果', tw: '驗房結果' }, {
    '1': { cn: '合格', tw: '合格' },
    '2': { cn: '需整改', tw: '需整改' },
    '3': { cn: '整改完成', tw: '整改完成' },
  }),
  {
    code: 'customer_relation_type',
    name: { cn: '客户类别', tw: '客戶類別' },
    editable: true,
    items: [
      { value: '1', label: { cn: '普通客户', tw: '普通客戶' } },
      { value: '2', label: { cn: '重要客户', tw: '重要客戶' } },
      { value: '3', label: { cn: '意见领袖', tw: '意見領袖' } },
      { value: '4', label: { cn: '业委会成员', tw: '業委會成員' } },
      { value: '5', label: { cn: '特殊关怀', tw: '特殊關懷' } },
    ],
  },
  fixedDictionary('renting_status', { cn: '租赁状态', tw: '租賃狀態' }, {
    '1': { cn: '租赁中', tw: '租賃中' },
    '2': { cn: '已到期', tw: '已到期' },
    '3': { cn: '已退租', tw: '已退租' },
  }),
];

/** 投诉管理 */
export const complaintRecord = defineRecord({
  key: 'complaint',
  title: { cn: '投诉管理', tw: '投訴管理' },
  fields: {
    complaintNo: f.text({ cn: '投诉编号', tw: '投訴編號' }, { required: true, unique: true, max: 30 }),
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house'),
    complainant: f.text({ cn: '投诉人', tw: '投訴人' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    channel: f.enum({ cn: '投诉渠道', tw: '投訴渠道' }, 'complaint_channel', { required: true, defaultValue: '1' }),
    category: f.enum({ cn: '投诉类别', tw: '投訴類別' }, 'complaint_category', { required: true }),
    content: f.text({ cn: '投诉内容', tw: '投訴內容' }, { required: true, multiline: true, max: 1000 }),
    level: f.enum({ cn: '紧急程度', tw: '緊急程度' }, 'urgency_level', { required: true, defaultValue: '1' }),
    handlerId: f.ref({ cn: '处理人', tw: '處理人' }, 'staff'),
    status: f.enum({ cn: '处理状态', tw: '處理狀態' }, 'complaint_status', { required: true, defaultValue: '1' }),
    receivedAt: f.date({ cn: '受理时间', tw: '受理時間' }, { required: true, withTime: true }),
    closedAt: f.date({ cn: '办结时间', tw: '辦結時間' }, { withTime: true }),
    result: f.text({ cn: '处理结果', tw: '處理結果' }, { multiline: true, max: 1000 }),
    satisfaction: f.enum({ cn: '满意度', tw: '滿意度' }, 'satisfaction'),
  },
  display: 'complaintNo',
  list: {
    columns: [
      'complaintNo',
      'houseId',
      'complainant',
      'phone',
      'channel',
      'category',
      'level',
      'handlerId',
      'status',
      'receivedAt',
      'closedAt',
      'satisfaction',
    ],
    filters: ['complaintNo', 'complainant', 'category', 'status', 'receivedAt'],
    sortable: ['complaintNo', 'receivedAt', 'closedAt', 'status'],
    defaultSort: { field: 'receivedAt', order: 'desc' },
  },
  softDelete: true,
});

/** 派工管理: a work order always names its handler. */
export const dispatchRecord = defineRecord({
  key: 'dispatch',
  readBy: ['charge_ops-service-billing'],
  homeFunction: 'customer_dispatch',
  title: { cn: '派工管理', tw: '派工管理' },
  fields: {
    orderNo: f.text({ cn: '派工单号', tw: '派工單號' }, { required: true, unique: true, max: 30 }),
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house'),
    workType: f.enum({ cn: '派工类型', tw: '派工類型' }, 'dispatch_work_type', { required: true, defaultValue: '1' }),
    content: f.text({ cn: '工作内容', tw: '工作內容' }, { required: true, multiline: true, max: 1000 }),
    handlerId: f.ref({ cn: '处理人', tw: '處理人' }, 'staff', { required: true }),
    plannedAt: f.date({ cn: '计划完成时间', tw: '計劃完成時間' }, { required: true, withTime: true }),
    finishedAt: f.date({ cn: '实际完成时间', tw: '實際完成時間' }, { withTime: true }),
    status: f.enum({ cn: '派工状态', tw: '派工狀態' }, 'dispatch_status', { required: true, defaultValue: '1' }),
    laborCost: f.money({ cn: '人工费', tw: '人工費' }),
    materialCost: f.money({ cn: '材料费', tw: '材料費' }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'orderNo',
  list: {
    columns: [
      'orderNo',
      'houseId',
      'workType',
      'handlerId',
      'plannedAt',
      'finishedAt',
      'status',
      'laborCost',
      'materialCost',
    ],
    filters: ['orderNo', 'workType', 'handlerId', 'status', 'plannedAt'],
    sortable: ['orderNo', 'plannedAt', 'finishedAt', 'status'],
    defaultSort: { field: 'plannedAt', order: 'desc' },
  },
  softDelete: true,
});

/** 受理登记 */
export const caseAcceptRecord = defineRecord({
  key: 'case-accept',
  title: { cn: '受理登记', tw: '受理登記' },
  fields: {
    caseNo: f.text({ cn: '受理编号', tw: '受理編號' }, { required: true, unique: true, max: 30 }),
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house'),
    customer: f.text({ cn: '客户姓名', tw: '客戶姓名' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    caseType: f.enum({ cn: '受理类型', tw: '受理類型' }, 'case_type', { required: true }),
    channel: f.enum({ cn: '受理渠道', tw: '受理渠道' }, 'complaint_channel', { required: true, defaultValue: '1' }),
    content: f.text({ cn: '受理内容', tw: '受理內容' }, { required: true, multiline: true, max: 1000 }),
    acceptedAt: f.date({ cn: '受理时间', tw: '受理時間' }, { required: true, withTime: true }),
    receiverId: f.ref({ cn: '受理人', tw: '受理人' }, 'staff'),
    status: f.enum({ cn: '受理状态', tw: '受理狀態' }, 'case_status', { required: true, defaultValue: '1' }),
    result: f.text({ cn: '处理结果', tw: '處理結果' }, { multiline: true, max: 1000 }),
  },
  display: 'caseNo',
  list: {
    columns: ['caseNo', 'houseId', 'customer', 'phone', 'caseType', 'channel', 'acceptedAt', 'receiverId', 'status'],
    filters: ['caseNo', 'customer', 'caseType', 'status', 'acceptedAt'],
    sortable: ['caseNo', 'acceptedAt', 'status'],
    defaultSort: { field: 'acceptedAt', order: 'desc' },
  },
  softDelete: false,
});

/** 客户回访 */
export const visitRecord = defineRecord({
  key: 'visit',
  title: { cn: '客户回访', tw: '客戶回訪' },
  fields: {
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house'),
    customer: f.text({ cn: '客户姓名', tw: '客戶姓名' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    method: f.enum({ cn: '回访方式', tw: '回訪方式' }, 'visit_method', { required: true, defaultValue: '1' }),
    subject: f.enum({ cn: '回访类别', tw: '回訪類別' }, 'visit_subject', { required: true }),
    visitDate: f.date({ cn: '回访日期', tw: '回訪日期' }, { required: true }),
    visitorId: f.ref({ cn: '回访人', tw: '回訪人' }, 'staff'),
    content: f.text({ cn: '回访内容', tw: '回訪內容' }, { required: true, multiline: true, max: 1000 }),
    satisfaction: f.enum({ cn: '满意度', tw: '滿意度' }, 'satisfaction'),
    opinion: f.text({ cn: '客户意见', tw: '客戶意見' }, { multiline: true, max: 1000 }),
  },
  display: 'customer',
  list: {
    columns: ['visitDate', 'houseId', 'customer', 'phone', 'method', 'subject', 'visitorId', 'satisfaction'],
    filters: ['customer', 'method', 'subject', 'satisfaction', 'visitDate'],
    sortable: ['visitDate', 'customer'],
    defaultSort: { field: 'visitDate', order: 'desc' },
  },
  softDelete: false,
});

/** 装修管理 */
export const decorationRecord = defineRecord({
  key: 'decoration',
  title: { cn: '装修管理', tw: '裝修管理' },
  fields: {
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house', { required: true }),
    applicant: f.text({ cn: '申请人', tw: '申請人' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { required: true, format: 'phone', max: 20 }),
    contractor: f.text({ cn: '施工单位', tw: '施工單位' }, { max: 100 }),
    contractorPhone: f.text({ cn: '施工单位电话', tw: '施工單位電話' }, { format: 'phone', max: 20 }),
    content: f.text({ cn: '装修内容', tw: '裝修內容' }, { required: true, multiline: true, max: 1000 }),
    startDate: f.date({ cn: '开工日期', tw: '開工日期' }, { required: true }),
    endDate: f.date({ cn: '完工日期', tw: '完工日期' }, { required: true }),
    deposit: f.money({ cn: '装修押金', tw: '裝修押金' }),
    status: f.enum({ cn: '装修状态', tw: '裝修狀態' }, 'decoration_status', { required: true, defaultValue: '1' }),
    inspectorId: f.ref({ cn: '验收人', tw: '驗收人' }, 'staff'),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'applicant',
  list: {
    columns: ['houseId', 'applicant', 'phone', 'contractor', 'startDate', 'endDate', 'deposit', 'status'],
    filters: ['applicant', 'status', 'startDate'],
    sortable: ['startDate', 'endDate', 'status'],
    defaultSort: { field: 'startDate', order: 'desc' },
  },
  softDelete: false,
});

/** 入伙验房 */
export const moveInInspectRecord = defineRecord({
  key: 'move-in-inspect',
  title: { cn: '入伙验房', tw: '入夥驗房' },
  fields: {
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house', { required: true }),
    ownerName: f.text({ cn: '业主姓名', tw: '業主姓名' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    inspectDate: f.date({ cn: '验房日期', tw: '驗房日期' }, { required: true }),
    inspectorId: f.ref({ cn: '陪验人', tw: '陪驗人' }, 'staff'),
    problems: f.text({ cn: '发现问题', tw: '發現問題' }, { multiline: true, max: 1000 }),
    result: f.enum({ cn: '验房结果', tw: '驗房結果' }, 'move_in_result', { required: true, defaultValue: '1' }),
    rectifyDeadline: f.date({ cn: '整改期限', tw: '整改期限' }),
    keysHanded: f.number({ cn: '移交钥匙数', tw: '移交鑰匙數' }, { integer: true, min: 0, max: 99 }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'ownerName',
  list: {
    columns: ['houseId', 'ownerName', 'phone', 'inspectDate', 'inspectorId', 'result', 'rectifyDeadline', 'keysHanded'],
    filters: ['ownerName', 'result', 'inspectDate'],
    sortable: ['inspectDate', 'rectifyDeadline'],
    defaultSort: { field: 'inspectDate', order: 'desc' },
  },
  softDelete: false,
});

/** 客户关系 */
export const customerRelationRecord = defineRecord({
  key: 'customer-relation',
  title: { cn: '客户关系', tw: '客戶關係' },
  fields: {
    customer: f.text({ cn: '客户姓名', tw: '客戶姓名' }, { required: true, max: 50 }),
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house'),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    relationType: f.enum({ cn: '客户类别', tw: '客戶類別' }, 'customer_relation_type', {
      required: true,
      defaultValue: '1',
    }),
    birthday: f.date({ cn: '生日', tw: '生日' }),
    occupation: f.text({ cn: '职业', tw: '職業' }, { max: 50 }),
    hobbies: f.text({ cn: '兴趣爱好', tw: '興趣愛好' }, { max: 200 }),
    keeperId: f.ref({ cn: '维护人', tw: '維護人' }, 'staff'),
    lastContactDate: f.date({ cn: '最近联系日期', tw: '最近聯繫日期' }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'customer',
  list: {
    columns: ['customer', 'houseId', 'phone', 'relationType', 'birthday', 'keeperId', 'lastContactDate'],
    filters: ['customer', 'relationType', 'keeperId'],
    sortable: ['customer', 'lastContactDate', 'birthday'],
    defaultSort: { field: 'customer', order: 'asc' },
  },
  softDelete: false,
});

/** 房屋租赁 */
export const rentingRecord = defineRecord({
  key: 'renting',
  title: { cn: '房屋租赁', tw: '房屋租賃' },
  fields: {
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house', { required: true }),
    lessor: f.text({ cn: '出租人', tw: '出租人' }, { required: true, max: 50 }),
    lessorPhone: f.text({ cn: '出租人电话', tw: '出租人電話' }, { format: 'phone', max: 20 }),
    tenant: f.text({ cn: '承租人', tw: '承租人' }, { required: true, max: 50 }),
    tenantPhone: f.text({ cn: '承租人电话', tw: '承租人電話' }, { required: true, format: 'phone', max: 20 }),
    tenantIdNumber: f.text({ cn: '承租人身份证号', tw: '承租人身份證號' }, { format: 'idNumber', max: 18 }),
    monthlyRent: f.money({ cn: '月租金', tw: '月租金' }, { required: true }),
    deposit: f.money({ cn: '押金', tw: '押金' }),
    startDate: f.date({ cn: '起租日期', tw: '起租日期' }, { required: true }),
    endDate: f.date({ cn: '到期日期', tw: '到期日期' }, { required: true }),
    status: f.enum({ cn: '租赁状态', tw: '租賃狀態' }, 'renting_status', { required: true, defaultValue: '1' }),
    agency: f.text({ cn: '中介机构', tw: '中介機構' }, { max: 100 }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'tenant',
  list: {
    columns: ['houseId', 'lessor', 'tenant', 'tenantPhone', 'monthlyRent', 'startDate', 'endDate', 'status'],
    filters: ['tenant', 'lessor', 'status', 'endDate'],
    sortable: ['startDate', 'endDate', 'monthlyRent'],
    defaultSort: { field: 'startDate', order: 'desc' },
  },
  softDelete: false,
});

export const serviceRecords = [
  complaintRecord,
  dispatchRecord,
  caseAcceptRecord,
  visitRecord,
  decorationRecord,
  moveInInspectRecord,
  customerRelationRecord,
  rentingRecord,
];

export const serviceRecordModule: RecordModule = { records: serviceRecords, dictionaries: serviceDictionaries };
