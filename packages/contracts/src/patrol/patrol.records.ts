import { fixedDictionary } from '@pm/domain';
import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 公共巡查 (spec section 2, public patrol): plans (menu 73, route name
// public_patrol_plan-device-inspect), routine patrols and supervisors' checks. A plan gives an
// inspector hours in one month; their available hours are their contracted monthly hours minus
// the planned hours of all their plans in that month. The server keeps `contractedHours` and
// `availableHours` of every plan current; a plan that leaves them negative needs `hoursConfirmed`.

export const PATROL_PLAN_HOURS_FLAG = 'patrolPlanHoursNegative';
export const PATROL_PLAN_EDIT_ROW = 'patrolPlanEditRow';

export const patrolDictionaries: DictionaryDef[] = [
  {
    code: 'patrol_frequency',
    name: { cn: '巡查频次', tw: '巡查頻次' },
    editable: true,
    items: [
      { value: '1', label: { cn: '每日一次', tw: '每日一次' } },
      { value: '2', label: { cn: '每日两次', tw: '每日兩次' } },
      { value: '3', label: { cn: '每周一次', tw: '每週一次' } },
      { value: '4', label: { cn: '每周两次', tw: '每週兩次' } },
      { value: '5', label: { cn: '每月一次', tw: '每月一次' } },
    ],
  },
  fixedDictionary('check_conclusion', { cn: '检查结论', tw: '檢查結論' }, {
    '1': { cn: '合格', tw: '合格' },
    '2': { cn: '基本合格', tw: '基本合格' },
    '3': { cn: '不合格', tw: '不合格' },
  }),
];

/** 巡检人工时: an inspector's contracted monthly hours (absent: the standard 174 hours). */
export const patrolInspectorRecord = defineRecord({
  key: 'patrol-inspector',
  title: { cn: '巡检人工时', tw: '巡檢人工時' },
  fields: {
    inspectorId: f.ref({ cn: '巡检人', tw: '巡檢人' }, 'staff', { required: true, unique: true }),
    monthlyHours: f.number({ cn: '合同月工时', tw: '合同月工時' }, { required: true, min: 0, max: 744, scale: 2 }),
  },
  display: 'inspectorId',
  list: {
    columns: ['inspectorId', 'monthlyHours'],
    filters: ['inspectorId'],
    sortable: ['monthlyHours'],
    defaultSort: { field: 'monthlyHours', order: 'desc' },
  },
  softDelete: false,
});

/** 巡查计划 (menu 73) */
export const patrolPlanRecord = defineRecord({
  key: 'patrol-plan',
  title: { cn: '巡查计划', tw: '巡查計劃' },
  fields: {
    planName: f.text({ cn: '计划名称', tw: '計劃名稱' }, { required: true, max: 100 }),
    route: f.text({ cn: '巡查路线', tw: '巡查路線' }, { required: true, max: 200 }),
    checkpoints: f.text({ cn: '巡查点位', tw: '巡查點位' }, { multiline: true, max: 1000 }),
    inspectorId: f.ref({ cn: '巡检人', tw: '巡檢人' }, 'staff', { required: true }),
    startDate: f.date({ cn: '开始日期', tw: '開始日期' }, { required: true }),
    endDate: f.date({ cn: '结束日期', tw: '結束日期' }, { required: true }),
    planMonth: f.text({ cn: '计划月份', tw: '計劃月份' }, { readOnly: true, max: 7 }),
    plannedHours: f.number({ cn: '计划工时', tw: '計劃工時' }, { required: true, min: 0, max: 744, scale: 2 }),
    contractedHours: f.number({ cn: '合同月工时', tw: '合同月工時' }, { readOnly: true, scale: 2 }),
    availableHours: f.number({ cn: '可用工时', tw: '可用工時' }, { readOnly: true, scale: 2, warnNegative: true }),
    hoursConfirmed: f.bool({ cn: '确认超排工时', tw: '確認超排工時' }, { defaultValue: false }),
    frequency: f.enum({ cn: '巡查频次', tw: '巡查頻次' }, 'patrol_frequency', { required: true, defaultValue: '1' }),
    status: f.enum({ cn: '计划状态', tw: '計劃狀態' }, 'plan_state', { required: true, defaultValue: '1' }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'planName',
  list: {
    columns: [
      'planName',
      'route',
      'inspectorId',
      'planMonth',
      'plannedHours',
      'contractedHours',
      'availableHours',
      'frequency',
      'status',
    ],
    filters: ['planName', 'inspectorId', 'status', 'startDate'],
    sortable: ['planName', 'startDate', 'plannedHours', 'availableHours'],
    defaultSort: { field: 'startDate', order: 'desc' },
  },
  form: [
    'planName',
    'route',
    'checkpoints',
    'inspectorId',
    'startDate',
    'endDate',
    'plannedHours',
        'hoursConfirmed',
    'frequency',
    'status',
    'remark',
  ],
  softDelete: true,
  client: {
    editFlag: {
      field: 'availableHours',
      below: 0,
      flagKey: PATROL_PLAN_HOURS_FLAG,
      rowKey: PATROL_PLAN_EDIT_ROW,
      // Spec section 3 (tabs bar): the question of the public_patrol_plan-device-inspect tab.
      closeQuestion: '当前巡检人的可用工时＜0，是否放弃修改！',
    },
  },
});

/** 日常巡查 */
export const patrolRoutineRecord = defineRecord({
  key: 'patrol-routine',
  title: { cn: '日常巡查', tw: '日常巡查' },
  fields: {
    planId: f.ref({ cn: '巡查计划', tw: '巡查計劃' }, 'patrol-plan'),
    patrolDate: f.date({ cn: '巡查日期', tw: '巡查日期' }, { required: true }),
    route: f.text({ cn: '巡查路线', tw: '巡查路線' }, { required: true, max: 200 }),
    patrollerId: f.ref({ cn: '巡查人', tw: '巡查人' }, 'staff'),
    startedAt: f.date({ cn: '开始时间', tw: '開始時間' }, { withTime: true }),
    endedAt: f.date({ cn: '结束时间', tw: '結束時間' }, { withTime: true }),
    findings: f.text({ cn: '巡查情况', tw: '巡查情況' }, { multiline: true, max: 1000 }),
    result: f.enum({ cn: '巡查结果', tw: '巡查結果' }, 'check_result', { required: true, defaultValue: '1' }),
    handling: f.text({ cn: '处理情况', tw: '處理情況' }, { multiline: true, max: 1000 }),
  },
  display: 'route',
  list: {
    columns: ['patrolDate', 'planId', 'route', 'patrollerId', 'startedAt', 'endedAt', 'result'],
    filters: ['planId', 'patrollerId', 'result', 'patrolDate'],
    sortable: ['patrolDate', 'startedAt'],
    defaultSort: { field: 'patrolDate', order: 'desc' },
  },
  softDelete: false,
});

/** 巡查检查 */
export const patrolInspectRecord = defineRecord({
  key: 'patrol-inspect',
  title: { cn: '巡查检查', tw: '巡查檢查' },
  fields: {
    checkDate: f.date({ cn: '检查日期', tw: '檢查日期' }, { required: true }),
    planId: f.ref({ cn: '巡查计划', tw: '巡查計劃' }, 'patrol-plan'),
    checkerId: f.ref({ cn: '检查人', tw: '檢查人' }, 'staff'),
    checkedItems: f.text({ cn: '检查内容', tw: '檢查內容' }, { required: true, multiline: true, max: 1000 }),
    score: f.number({ cn: '得分', tw: '得分' }, { min: 0, max: 100, scale: 1 }),
    issues: f.text({ cn: '存在问题', tw: '存在問題' }, { multiline: true, max: 1000 }),
    conclusion: f.enum({ cn: '检查结论', tw: '檢查結論' }, 'check_conclusion', { required: true, defaultValue: '1' }),
  },
  display: 'checkDate',
  list: {
    columns: ['checkDate', 'planId', 'checkerId', 'checkedItems', 'score', 'conclusion'],
    filters: ['planId', 'checkerId', 'conclusion', 'checkDate'],
    sortable: ['checkDate', 'score'],
    defaultSort: { field: 'checkDate', order: 'desc' },
  },
  softDelete: false,
});

export const patrolRecords = [patrolPlanRecord, patrolRoutineRecord, patrolInspectRecord, patrolInspectorRecord];

export const patrolRecordModule: RecordModule = { records: patrolRecords, dictionaries: patrolDictionaries };
