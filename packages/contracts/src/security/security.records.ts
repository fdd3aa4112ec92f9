import { fixedDictionary } from '@pm/domain';
import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 公共安全 (spec section 2, public security): events and their handling, visitors (with identity)
// and temporary visits (deliveries and the like), safety information.

export const securityDictionaries: DictionaryDef[] = [
  {
    code: 'security_event_type',
    name: { cn: '事件类型', tw: '事件類型' },
    editable: true,
    items: [
      { value: '1', label: { cn: '火警', tw: '火警' } },
      { value: '2', label: { cn: '盗窃', tw: '盜竊' } },
      { value: '3', label: { cn: '治安纠纷', tw: '治安糾紛' } },
      { value: '4', label: { cn: '意外伤害', tw: '意外傷害' } },
      { value: '5', label: { cn: '设施损坏', tw: '設施損壞' } },
      { value: '6', label: { cn: '高空抛物', tw: '高空拋物' } },
      { value: '7', label: { cn: '其他', tw: '其他' } },
    ],
  },
  fixedDictionary('event_level', { cn: '事件等级', tw: '事件等級' }, {
    '1': { cn: '一般', tw: '一般' },
    '2': { cn: '较大', tw: '較大' },
    '3': { cn: '重大', tw: '重大' },
  }),
  fixedDictionary('event_status', { cn: '事件状态', tw: '事件狀態' }, {
    '1': { cn: '待处理', tw: '待處理' },
    '2': { cn: '处理中', tw: '處理中' },
    '3': { cn: '已结案', tw: '已結案' },
  }),
  {
    code: 'temp_visit_type',
    name: { cn: '来访类型', tw: '來訪類型' },
    editable: true,
    items: [
      { value: '1', label: { cn: '快递', tw: '快遞' } },
      { value: '2', label: { cn: '外卖', tw: '外賣' } },
      { value: '3', label: { cn: '维修', tw: '維修' } },
      { value: '4', label: { cn: '家政', tw: '家政' } },
      { value: '5', label: { cn: '其他', tw: '其他' } },
    ],
  },
  {
    code: 'security_info_category',
    name: { cn: '安全信息类别', tw: '安全信息類別' },
    editable: true,
    items: [
      { value: '1', label: { cn: '安全通知', tw: '安全通知' } },
      { value: '2', label: { cn: '安全提示', tw: '安全提示' } },
      { value: '3', label: { cn: '预警信息', tw: '預警信息' } },
      { value: '4', label: { cn: '培训资料', tw: '培訓資料' } },
    ],
  },
];

/** 安全事件 */
export const securityEventRecord = defineRecord({
  key: 'security-event',
  title: { cn: '安全事件', tw: '安全事件' },
  fields: {
    title: f.text({ cn: '事件标题', tw: '事件標題' }, { required: true, max: 100 }),
    eventType: f.enum({ cn: '事件类型', tw: '事件類型' }, 'security_event_type', { required: true }),
    level: f.enum({ cn: '事件等级', tw: '事件等級' }, 'event_level', { required: true, defaultValue: '1' }),
    occurredAt: f.date({ cn: '发生时间', tw: '發生時間' }, { required: true, withTime: true }),
    location: f.text({ cn: '发生地点', tw: '發生地點' }, { required: true, max: 200 }),
    reporter: f.text({ cn: '报告人', tw: '報告人' }, { max: 50 }),
    description: f.text({ cn: '事件经过', tw: '事件經過' }, { required: true, multiline: true, max: 2000 }),
    loss: f.money({ cn: '损失金额', tw: '損失金額' }),
    status: f.enum({ cn: '事件状态', tw: '事件狀態' }, 'event_status', { required: true, defaultValue: '1' }),
  },
  display: 'title',
  list: {
    columns: ['title', 'eventType', 'level', 'occurredAt', 'location', 'reporter', 'loss', 'status'],
    filters: ['title', 'eventType', 'level', 'status', 'occurredAt'],
    sortable: ['occurredAt', 'level', 'loss'],
    defaultSort: { field: 'occurredAt', order: 'desc' },
  },
  softDelete: true,
});

/** 安全处理 */
export const securityDealRecord = defineRecord({
  key: 'security-deal',
  title: { cn: '安全处理', tw: '安全處理' },
  fields: {
    eventId: f.ref({ cn: '安全事件', tw: '安全事件' }, 'security-event'),
    dealtAt: f.date({ cn: '处理时间', tw: '處理時間' }, { required: true, withTime: true }),
    handlerId: f.ref({ cn: '处理人', tw: '處理人' }, 'staff'),
    measures: f.text({ cn: '处理措施', tw: '處理措施' }, { required: true, multiline: true, max: 2000 }),
    result: f.text({ cn: '处理结果', tw: '處理結果' }, { multiline: true, max: 1000 }),
    policeInvolved: f.bool({ cn: '是否报警', tw: '是否報警' }, { defaultValue: false }),
  },
  display: 'dealtAt',
  list: {
    columns: ['dealtAt', 'eventId', 'handlerId', 'measures', 'result', 'policeInvolved'],
    filters: ['eventId', 'handlerId', 'policeInvolved', 'dealtAt'],
    sortable: ['dealtAt'],
    defaultSort: { field: 'dealtAt', order: 'desc' },
  },
  softDelete: false,
});

/** 访客登记 */
export const visitorRecord = defineRecord({
  key: 'visitor',
  title: { cn: '访客登记', tw: '訪客登記' },
  fields: {
    visitorName: f.text({ cn: '访客姓名', tw: '訪客姓名' }, { required: true, max: 50 }),
    idNumber: f.text({ cn: '身份证号', tw: '身份證號' }, { format: 'idNumber', max: 18 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { required: true, format: 'phone', max: 20 }),
    houseId: f.ref({ cn: '被访房屋', tw: '被訪房屋' }, 'house'),
    visitee: f.text({ cn: '被访人', tw: '被訪人' }, { max: 50 }),
    reason: f.text({ cn: '来访事由', tw: '來訪事由' }, { max: 100 }),
    arrivedAt: f.date({ cn: '到访时间', tw: '到訪時間' }, { required: true, withTime: true }),
    leftAt: f.date({ cn: '离开时间', tw: '離開時間' }, { withTime: true }),
    plateNo: f.text({ cn: '车牌号', tw: '車牌號' }, { max: 10 }),
    persons: f.number({ cn: '来访人数', tw: '來訪人數' }, { integer: true, min: 1, max: 99, defaultValue: 1 }),
  },
  display: 'visitorName',
  list: {
    columns: ['visitorName', 'idNumber', 'phone', 'houseId', 'visitee', 'arrivedAt', 'leftAt', 'plateNo', 'persons'],
    filters: ['visitorName', 'phone', 'plateNo', 'arrivedAt'],
    sortable: ['arrivedAt', 'leftAt', 'visitorName'],
    defaultSort: { field: 'arrivedAt', order: 'desc' },
  },
  softDelete: false,
});

/** 临时来访 */
export const tempVisitRecord = defineRecord({
  key: 'temp-visit',
  title: { cn: '临时来访', tw: '臨時來訪' },
  fields: {
    visitorName: f.text({ cn: '来访人', tw: '來訪人' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    visitType: f.enum({ cn: '来访类型', tw: '來訪類型' }, 'temp_visit_type', { required: true, defaultValue: '1' }),
    houseId: f.ref({ cn: '前往房屋', tw: '前往房屋' }, 'house'),
    inAt: f.date({ cn: '进入时间', tw: '進入時間' }, { required: true, withTime: true }),
    outAt: f.date({ cn: '离开时间', tw: '離開時間' }, { withTime: true }),
    gate: f.text({ cn: '出入口', tw: '出入口' }, { max: 50 }),
    registrar: f.text({ cn: '登记人', tw: '登記人' }, { max: 50 }),
  },
  display: 'visitorName',
  list: {
    columns: ['visitorName', 'phone', 'visitType', 'houseId', 'inAt', 'outAt', 'gate', 'registrar'],
    filters: ['visitorName', 'visitType', 'gate', 'inAt'],
    sortable: ['inAt', 'outAt'],
    defaultSort: { field: 'inAt', order: 'desc' },
  },
  softDelete: false,
});

/** 安全信息 */
export const securityInfoRecord = defineRecord({
  key: 'security-info',
  title: { cn: '安全信息', tw: '安全信息' },
  fields: {
    title: f.text({ cn: '标题', tw: '標題' }, { required: true, max: 100 }),
    category: f.enum({ cn: '信息类别', tw: '信息類別' }, 'security_info_category', { required: true }),
    content: f.text({ cn: '内容', tw: '內容' }, { required: true, multiline: true, max: 4000 }),
    publishDate: f.date({ cn: '发布日期', tw: '發佈日期' }, { required: true }),
    validUntil: f.date({ cn: '有效期至', tw: '有效期至' }),
    publisher: f.text({ cn: '发布人', tw: '發佈人' }, { max: 50 }),
  },
  display: 'title',
  list: {
    columns: ['title', 'category', 'publishDate', 'validUntil', 'publisher'],
    filters: ['title', 'category', 'publishDate'],
    sortable: ['publishDate', 'validUntil'],
    defaultSort: { field: 'publishDate', order: 'desc' },
  },
  softDelete: false,
});

export const securityRecords = [
  securityDealRecord,
  securityEventRecord,
  visitorRecord,
  tempVisitRecord,
  securityInfoRecord,
];

export const securityRecordModule: RecordModule = { records: securityRecords, dictionaries: securityDictionaries };
