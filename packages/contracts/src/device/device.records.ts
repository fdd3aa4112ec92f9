import { fixedDictionary } from '@pm/domain';
import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 公共设备 (spec section 2, public device): the device ledger and its maintenance plans and
// records, repairs, hazards, inspections and the triangle check. Menu ids 128, 129, 135, 418, 420
// are the device-authorisation items of spec section 4.

export const deviceDictionaries: DictionaryDef[] = [
  {
    code: 'device_category',
    name: { cn: '设备类别', tw: '設備類別' },
    editable: true,
    items: [
      { value: '1', label: { cn: '电梯', tw: '電梯' } },
      { value: '2', label: { cn: '给排水', tw: '給排水' } },
      { value: '3', label: { cn: '供配电', tw: '供配電' } },
      { value: '4', label: { cn: '消防', tw: '消防' } },
      { value: '5', label: { cn: '空调暖通', tw: '空調暖通' } },
      { value: '6', label: { cn: '弱电智能化', tw: '弱電智能化' } },
      { value: '7', label: { cn: '其他', tw: '其他' } },
    ],
  },
  fixedDictionary('device_status', { cn: '设备状态', tw: '設備狀態' }, {
    '1': { cn: '正常', tw: '正常' },
    '2': { cn: '维修中', tw: '維修中' },
    '3': { cn: '停用', tw: '停用' },
    '4': { cn: '报废', tw: '報廢' },
  }),
  fixedDictionary('work_cycle', { cn: '执行周期', tw: '執行週期' }, {
    '1': { cn: '每周', tw: '每週' },
    '2': { cn: '每月', tw: '每月' },
    '3': { cn: '每季度', tw: '每季度' },
    '4': { cn: '每半年', tw: '每半年' },
    '5': { cn: '每年', tw: '每年' },
  }),
  fixedDictionary('plan_state', { cn: '计划状态', tw: '計劃狀態' }, {
    '1': { cn: '执行中', tw: '執行中' },
    '2': { cn: '已暂停', tw: '已暫停' },
    '3': { cn: '已结束', tw: '已結束' },
  }),
  fixedDictionary('maint_result', { cn: '保养结果', tw: '保養結果' }, {
    '1': { cn: '正常', tw: '正常' },
    '2': { cn: '发现问题', tw: '發現問題' },
    '3': { cn: '需维修', tw: '需維修' },
  }),
  fixedDictionary('device_repair_status', { cn: '维修状态', tw: '維修狀態' }, {
    '1': { cn: '待维修', tw: '待維修' },
    '2': { cn: '维修中', tw: '維修中' },
    '3': { cn: '已完成', tw: '已完成' },
  }),
  fixedDictionary('risk_level', { cn: '隐患等级', tw: '隱患等級' }, {
    '1': { cn: '一般隐患', tw: '一般隱患' },
    '2': { cn: '较大隐患', tw: '較大隱患' },
    '3': { cn: '重大隐患', tw: '重大隱患' },
  }),
  fixedDictionary('rectify_status', { cn: '整改状态', tw: '整改狀態' }, {
    '1': { cn: '待整改', tw: '待整改' },
    '2': { cn: '整改中', tw: '整改中' },
    '3': { cn: '已整改', tw: '已整改' },
  }),
  fixedDictionary('check_result', { cn: '检查结果', tw: '檢查結果' }, {
    '1': { cn: '正常', tw: '正常' },
    '2': { cn: '异常', tw: '異常' },
  }),
];

/** 设备台账: the devices the other device records point at. */
export const deviceRecord = defineRecord({
  key: 'device',
  title: { cn: '设备台账', tw: '設備臺賬' },
  fields: {
    code: f.text({ cn: '设备编号', tw: '設備編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '设备名称', tw: '設備名稱' }, { required: true, max: 100 }),
    category: f.enum({ cn: '设备类别', tw: '設備類別' }, 'device_category', { required: true }),
    model: f.text({ cn: '规格型号', tw: '規格型號' }, { max: 100 }),
    location: f.text({ cn: '安装位置', tw: '安裝位置' }, { required: true, max: 200 }),
    estateId: f.ref({ cn: '所属楼盘', tw: '所屬樓盤' }, 'estate'),
    supplier: f.text({ cn: '供应商', tw: '供應商' }, { max: 100 }),
    installDate: f.date({ cn: '安装日期', tw: '安裝日期' }),
    status: f.enum({ cn: '设备状态', tw: '設備狀態' }, 'device_status', { required: true, defaultValue: '1' }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'name',
  list: {
    columns: ['code', 'name', 'category', 'model', 'location', 'estateId', 'installDate', 'status'],
    filters: ['code', 'name', 'category', 'status'],
    sortable: ['code', 'name', 'installDate'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  softDelete: true,
});

/** 设备保养计划 (menu 128) */
export const deviceMaintPlanRecord = defineRecord({
  key: 'device-maint-plan',
  title: { cn: '设备保养计划', tw: '設備保養計劃' },
  fields: {
    deviceId: f.ref({ cn: '设备', tw: '設備' }, 'device', { required: true }),
    content: f.text({ cn: '保养内容', tw: '保養內容' }, { required: true, multiline: true, max: 1000 }),
    cycle: f.enum({ cn: '保养周期', tw: '保養週期' }, 'work_cycle', { required: true, defaultValue: '2' }),
    lastDate: f.date({ cn: '上次保养日期', tw: '上次保養日期' }),
    nextDate: f.date({ cn: '下次保养日期', tw: '下次保養日期' }, { required: true }),
    responsibleId: f.ref({ cn: '责任人', tw: '責任人' }, 'staff'),
    estimatedCost: f.money({ cn: '预计费用', tw: '預計費用' }),
    status: f.enum({ cn: '计划状态', tw: '計劃狀態' }, 'plan_state', { required: true, defaultValue: '1' }),
    holidayShift: f.bool({ cn: '节假日顺延', tw: '節假日順延' }, { defaultValue: false }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'content',
  list: {
    columns: ['deviceId', 'content', 'cycle', 'lastDate', 'nextDate', 'responsibleId', 'estimatedCost', 'status', 'holidayShift'],
    filters: ['deviceId', 'cycle', 'status', 'nextDate'],
    sortable: ['nextDate', 'lastDate', 'estimatedCost'],
    defaultSort: { field: 'nextDate', order: 'asc' },
  },
  softDelete: true,
});

/** 设备保养记录 (129) */
export const deviceMaintRecordRecord = defineRecord({
  key: 'device-maint-record',
  title: { cn: '设备保养记录', tw: '設備保養記錄' },
  fields: {
    deviceId: f.ref({ cn: '设备', tw: '設備' }, 'device', { required: true }),
    planId: f.ref({ cn: '保养计划', tw: '保養計劃' }, 'device-maint-plan'),
    maintDate: f.date({ cn: '保养日期', tw: '保養日期' }, { required: true }),
    content: f.text({ cn: '保养内容', tw: '保養內容' }, { required: true, multiline: true, max: 1000 }),
    maintainer: f.text({ cn: '保养人', tw: '保養人' }, { required: true, max: 50 }),
    cost: f.money({ cn: '保养费用', tw: '保養費用' }),
    result: f.enum({ cn: '保养结果', tw: '保養結果' }, 'maint_result', { required: true, defaultValue: '1' }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'maintDate',
  list: {
    columns: ['maintDate', 'deviceId', 'planId', 'content', 'maintainer', 'cost', 'result'],
    filters: ['deviceId', 'maintainer', 'result', 'maintDate'],
    sortable: ['maintDate', 'cost'],
    defaultSort: { field: 'maintDate', order: 'desc' },
  },
  softDelete: false,
});

/** 设备维修 (135) */
export const deviceRepairRecord = defineRecord({
  key: 'device-repair',
  title: { cn: '设备维修', tw: '設備維修' },
  fields: {
    repairNo: f.text({ cn: '维修单号', tw: '維修單號' }, { required: true, unique: true, max: 30 }),
    deviceId: f.ref({ cn: '设备', tw: '設備' }, 'device', { required: true }),
    fault: f.text({ cn: '故障描述', tw: '故障描述' }, { required: true, multiline: true, max: 1000 }),
    reportedAt: f.date({ cn: '报修时间', tw: '報修時間' }, { required: true, withTime: true }),
    reporter: f.text({ cn: '报修人', tw: '報修人' }, { max: 50 }),
    repairerId: f.ref({ cn: '维修人', tw: '維修人' }, 'staff'),
    finishedAt: f.date({ cn: '完成时间', tw: '完成時間' }, { withTime: true }),
    cost: f.money({ cn: '维修费用', tw: '維修費用' }),
    status: f.enum({ cn: '维修状态', tw: '維修狀態' }, 'device_repair_status', { required: true, defaultValue: '1' }),
    result: f.text({ cn: '维修结果', tw: '維修結果' }, { multiline: true, max: 1000 }),
  },
  display: 'repairNo',
  list: {
    columns: ['repairNo', 'deviceId', 'fault', 'reportedAt', 'repairerId', 'finishedAt', 'cost', 'status'],
    filters: ['repairNo', 'deviceId', 'status', 'reportedAt'],
    sortable: ['repairNo', 'reportedAt', 'finishedAt', 'cost'],
    defaultSort: { field: 'reportedAt', order: 'desc' },
  },
  softDelete: false,
});

/** 设备隐患 */
export const deviceRiskRecord = defineRecord({
  key: 'device-risk',
  title: { cn: '设备隐患', tw: '設備隱患' },
  fields: {
    deviceId: f.ref({ cn: '设备', tw: '設備' }, 'device', { required: true }),
    description: f.text({ cn: '隐患描述', tw: '隱患描述' }, { required: true, multiline: true, max: 1000 }),
    level: f.enum({ cn: '隐患等级', tw: '隱患等級' }, 'risk_level', { required: true, defaultValue: '1' }),
    foundDate: f.date({ cn: '发现日期', tw: '發現日期' }, { required: true }),
    finderId: f.ref({ cn: '发现人', tw: '發現人' }, 'staff'),
    measure: f.text({ cn: '整改措施', tw: '整改措施' }, { multiline: true, max: 1000 }),
    deadline: f.date({ cn: '整改期限', tw: '整改期限' }),
    rectifiedDate: f.date({ cn: '整改完成日期', tw: '整改完成日期' }),
    status: f.enum({ cn: '整改状态', tw: '整改狀態' }, 'rectify_status', { required: true, defaultValue: '1' }),
  },
  display: 'description',
  list: {
    columns: ['deviceId', 'description', 'level', 'foundDate', 'finderId', 'deadline', 'rectifiedDate', 'status'],
    filters: ['deviceId', 'level', 'status', 'foundDate'],
    sortable: ['foundDate', 'deadline', 'level'],
    defaultSort: { field: 'foundDate', order: 'desc' },
  },
  softDelete: false,
});

/** 设备巡检 (418) */
export const deviceInspectRecord = defineRecord({
  key: 'device-inspect',
  title: { cn: '设备巡检', tw: '設備巡檢' },
  fields: {
    deviceId: f.ref({ cn: '设备', tw: '設備' }, 'device', { required: true }),
    inspectedAt: f.date({ cn: '巡检时间', tw: '巡檢時間' }, { required: true, withTime: true }),
    inspectorId: f.ref({ cn: '巡检人', tw: '巡檢人' }, 'staff'),
    items: f.text({ cn: '巡检项目', tw: '巡檢項目' }, { required: true, multiline: true, max: 1000 }),
    result: f.enum({ cn: '巡检结果', tw: '巡檢結果' }, 'check_result', { required: true, defaultValue: '1' }),
    abnormality: f.text({ cn: '异常情况', tw: '異常情況' }, { multiline: true, max: 1000 }),
  },
  display: 'inspectedAt',
  list: {
    columns: ['inspectedAt', 'deviceId', 'inspectorId', 'items', 'result', 'abnormality'],
    filters: ['deviceId', 'inspectorId', 'result', 'inspectedAt'],
    sortable: ['inspectedAt'],
    defaultSort: { field: 'inspectedAt', order: 'desc' },
  },
  softDelete: false,
});

/** 三角巡检 (420): customer service, engineering and security walk a site together. */
export const triangleCheckRecord = defineRecord({
  key: 'triangle-check',
  title: { cn: '三角巡检', tw: '三角巡檢' },
  fields: {
    checkDate: f.date({ cn: '巡检日期', tw: '巡檢日期' }, { required: true }),
    estateId: f.ref({ cn: '楼盘', tw: '樓盤' }, 'estate'),
    area: f.text({ cn: '巡检区域', tw: '巡檢區域' }, { required: true, max: 200 }),
    serviceStaff: f.text({ cn: '客服人员', tw: '客服人員' }, { required: true, max: 50 }),
    engineeringStaff: f.text({ cn: '工程人员', tw: '工程人員' }, { required: true, max: 50 }),
    securityStaff: f.text({ cn: '秩序人员', tw: '秩序人員' }, { required: true, max: 50 }),
    problems: f.text({ cn: '发现问题', tw: '發現問題' }, { multiline: true, max: 1000 }),
    rectifyDeadline: f.date({ cn: '整改期限', tw: '整改期限' }),
    status: f.enum({ cn: '整改状态', tw: '整改狀態' }, 'rectify_status', { required: true, defaultValue: '1' }),
  },
  display: 'area',
  list: {
    columns: [
      'checkDate',
      'estateId',
      'area',
      'serviceStaff',
      'engineeringStaff',
      'securityStaff',
      'rectifyDeadline',
      'status',
    ],
    filters: ['estateId', 'area', 'status', 'checkDate'],
    sortable: ['checkDate', 'rectifyDeadline'],
    defaultSort: { field: 'checkDate', order: 'desc' },
  },
  softDelete: false,
});

export const deviceRecords = [
  deviceRecord,
  deviceMaintPlanRecord,
  deviceMaintRecordRecord,
  deviceRepairRecord,
  deviceRiskRecord,
  deviceInspectRecord,
  triangleCheckRecord,
];

export const deviceRecordModule: RecordModule = { records: deviceRecords, dictionaries: deviceDictionaries };
