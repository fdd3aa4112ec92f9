import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 管理设置 (spec section 2, management setup): information items, the work calendar and website content.
// 系统日志 (system-log, the engine's operation log, read-only) and 员工权限 (staff-permission,
// menu grants) have their own endpoints and screens (setup module): they are not record types.

export const setupDictionaries: DictionaryDef[] = [
  {
    code: 'info_item_type',
    name: { cn: '信息项目类型', tw: '信息項目類型' },
    editable: true,
    items: [
      { value: '1', label: { cn: '投诉类别', tw: '投訴類別' } },
      { value: '2', label: { cn: '报修类别', tw: '報修類別' } },
      { value: '3', label: { cn: '巡查项目', tw: '巡查項目' } },
      { value: '4', label: { cn: '品质检查项目', tw: '品質檢查項目' } },
      { value: '5', label: { cn: '回访项目', tw: '回訪項目' } },
      { value: '6', label: { cn: '其他', tw: '其他' } },
    ],
  },
  {
    code: 'article_category',
    name: { cn: '文章栏目', tw: '文章欄目' },
    editable: true,
    items: [
      { value: '1', label: { cn: '公司新闻', tw: '公司新聞' } },
      { value: '2', label: { cn: '行业动态', tw: '行業動態' } },
      { value: '3', label: { cn: '服务案例', tw: '服務案例' } },
      { value: '4', label: { cn: '通知公告', tw: '通知公告' } },
    ],
  },
];

/** 信息项目: the company's configurable item lists. */
export const infoItemRecord = defineRecord({
  key: 'info-item',
  title: { cn: '信息项目', tw: '信息項目' },
  fields: {
    itemType: f.enum({ cn: '项目类型', tw: '項目類型' }, 'info_item_type', { required: true }),
    code: f.text({ cn: '项目编码', tw: '項目編碼' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '项目名称', tw: '項目名稱' }, { required: true, max: 100 }),
    sortNo: f.number({ cn: '排序', tw: '排序' }, { integer: true, min: 0, max: 9999, defaultValue: 0 }),
    enabled: f.bool({ cn: '启用', tw: '啟用' }, { defaultValue: true }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'name',
  list: {
    columns: ['itemType', 'code', 'name', 'sortNo', 'enabled', 'remark'],
    filters: ['itemType', 'name', 'enabled'],
    sortable: ['itemType', 'code', 'sortNo'],
    defaultSort: { field: 'sortNo', order: 'asc' },
  },
  softDelete: false,
});

/**
 * 工作日历: the dates that are not what the week says (spec 9's day types 1-3): statutory holidays and the days
 * worked instead (调休). 节假日顺延 of a maintenance plan moves its next date to the first working day.
 */
export const workCalendarRecord = defineRecord({
  key: 'work-calendar',
  title: { cn: '工作日历', tw: '工作日曆' },
  fields: {
    day: f.date({ cn: '日期', tw: '日期' }, { required: true, unique: true }),
    dayType: f.enum({ cn: '日期类型', tw: '日期類型' }, 'day_type', { required: true, defaultValue: '3' }),
    name: f.text({ cn: '名称', tw: '名稱' }, { max: 50 }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'day',
  list: {
    columns: ['day', 'dayType', 'name', 'remark'],
    filters: ['day', 'dayType', 'name'],
    sortable: ['day'],
    defaultSort: { field: 'day', order: 'asc' },
  },
  softDelete: false,
});

/** 网站内容: articles the public site shows once published. */
export const websiteContentRecord = defineRecord({
  key: 'website-content',
  title: { cn: '网站内容', tw: '網站內容' },
  fields: {
    title: f.text({ cn: '标题', tw: '標題' }, { required: true, max: 100 }),
    category: f.enum({ cn: '栏目', tw: '欄目' }, 'article_category', { required: true }),
    summary: f.text({ cn: '摘要', tw: '摘要' }, { multiline: true, max: 300 }),
    body: f.text({ cn: '正文', tw: '正文' }, { required: true, html: true, max: 20000 }),
    author: f.text({ cn: '作者', tw: '作者' }, { max: 50 }),
    published: f.bool({ cn: '已发布', tw: '已發佈' }, { defaultValue: false }),
    publishDate: f.date({ cn: '发布日期', tw: '發佈日期' }),
  },
  display: 'title',
  list: {
    columns: ['title', 'category', 'author', 'published', 'publishDate'],
    filters: ['title', 'category', 'published'],
    sortable: ['title', 'publishDate'],
    defaultSort: { field: 'publishDate', order: 'desc' },
  },
  softDelete: false,
});

export const setupRecords = [infoItemRecord, workCalendarRecord, websiteContentRecord];

export const setupRecordModule: RecordModule = { records: setupRecords, dictionaries: setupDictionaries };
