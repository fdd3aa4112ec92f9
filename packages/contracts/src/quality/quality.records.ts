import { fixedDictionary } from '@pm/domain';
import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 品质检查 (spec section 2, public QA plans and history).

export const qualityDictionaries: DictionaryDef[] = [
  {
    code: 'qa_scope',
    name: { cn: '检查范围', tw: '檢查範圍' },
    editable: true,
    items: [
      { value: '1', label: { cn: '客户服务', tw: '客戶服務' } },
      { value: '2', label: { cn: '工程维保', tw: '工程維保' } },
      { value: '3', label: { cn: '秩序维护', tw: '秩序維護' } },
      { value: '4', label: { cn: '环境保洁', tw: '環境保潔' } },
      { value: '5', label: { cn: '绿化养护', tw: '綠化養護' } },
      { value: '6', label: { cn: '综合', tw: '綜合' } },
    ],
  },
  fixedDictionary('qa_plan_status', { cn: '检查计划状态', tw: '檢查計劃狀態' }, {
    '1': { cn: '未开始', tw: '未開始' },
    '2': { cn: '执行中', tw: '執行中' },
    '3': { cn: '已完成', tw: '已完成' },
  }),
  fixedDictionary('qa_rectify_status', { cn: '品质整改状态', tw: '品質整改狀態' }, {
    '1': { cn: '无需整改', tw: '無需整改' },
    '2': { cn: '待整改', tw: '待整改' },
    '3': { cn: '已整改', tw: '已整改' },
  }),
];

/** 品质检查计划 */
export const qaPlanRecord = defineRecord({
  key: 'qa-plan',
  title: { cn: '品质检查计划', tw: '品質檢查計劃' },
  fields: {
    planName: f.text({ cn: '计划名称', tw: '計劃名稱' }, { required: true, max: 100 }),
    estateId: f.ref({ cn: '楼盘', tw: '樓盤' }, 'estate'),
    scope: f.enum({ cn: '检查范围', tw: '檢查範圍' }, 'qa_scope', { required: true }),
    standard: f.text({ cn: '检查标准', tw: '檢查標準' }, { required: true, multiline: true, max: 2000 }),
    frequency: f.enum({ cn: '检查频次', tw: '檢查頻次' }, 'work_cycle', { required: true, defaultValue: '2' }),
    checkerId: f.ref({ cn: '检查人', tw: '檢查人' }, 'staff'),
    startDate: f.date({ cn: '开始日期', tw: '開始日期' }, { required: true }),
    endDate: f.date({ cn: '结束日期', tw: '結束日期' }, { required: true }),
    status: f.enum({ cn: '计划状态', tw: '計劃狀態' }, 'qa_plan_status', { required: true, defaultValue: '1' }),
  },
  display: 'planName',
  list: {
    columns: ['planName', 'estateId', 'scope', 'frequency', 'checkerId', 'startDate', 'endDate', 'status'],
    filters: ['planName', 'estateId', 'scope', 'status'],
    sortable: ['planName', 'startDate', 'endDate'],
    defaultSort: { field: 'startDate', order: 'desc' },
  },
  softDelete: true,
});

/** 品质检查记录 */
export const qaHistoryRecord = defineRecord({
  key: 'qa-history',
  title: { cn: '品质检查记录', tw: '品質檢查記錄' },
  fields: {
    planId: f.ref({ cn: '检查计划', tw: '檢查計劃' }, 'qa-plan'),
    checkDate: f.date({ cn: '检查日期', tw: '檢查日期' }, { required: true }),
    estateId: f.ref({ cn: '楼盘', tw: '樓盤' }, 'estate'),
    item: f.text({ cn: '检查项目', tw: '檢查項目' }, { required: true, max: 100 }),
    checkerId: f.ref({ cn: '检查人', tw: '檢查人' }, 'staff'),
    score: f.number({ cn: '得分', tw: '得分' }, { min: 0, max: 100, scale: 1 }),
    problems: f.text({ cn: '存在问题', tw: '存在問題' }, { multiline: true, max: 1000 }),
    rectifyDeadline: f.date({ cn: '整改期限', tw: '整改期限' }),
    rectifyStatus: f.enum({ cn: '整改状态', tw: '整改狀態' }, 'qa_rectify_status', {
      required: true,
      defaultValue: '1',
    }),
  },
  display: 'item',
  list: {
    columns: ['checkDate', 'planId', 'estateId', 'item', 'checkerId', 'score', 'rectifyDeadline', 'rectifyStatus'],
    filters: ['planId', 'estateId', 'item', 'rectifyStatus', 'checkDate'],
    sortable: ['checkDate', 'score'],
    defaultSort: { field: 'checkDate', order: 'desc' },
  },
  softDelete: false,
});

export const qualityRecords = [qaPlanRecord, qaHistoryRecord];

export const qualityRecordModule: RecordModule = { records: qualityRecords, dictionaries: qualityDictionaries };
