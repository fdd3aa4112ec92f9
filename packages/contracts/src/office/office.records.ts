import { fixedDictionary } from '@pm/domain';
import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// 公共信息资料; 业主台账, 业委会成员, 会务管理 (spec section 2: public information data; owner
// ledger, member and meeting office).

export const officeDictionaries: DictionaryDef[] = [
  {
    code: 'public_info_category',
    name: { cn: '资料类别', tw: '資料類別' },
    editable: true,
    items: [
      { value: '1', label: { cn: '图纸资料', tw: '圖紙資料' } },
      { value: '2', label: { cn: '合同协议', tw: '合同協議' } },
      { value: '3', label: { cn: '证照文件', tw: '證照文件' } },
      { value: '4', label: { cn: '公示公告', tw: '公示公告' } },
      { value: '5', label: { cn: '规章制度', tw: '規章制度' } },
      { value: '6', label: { cn: '其他', tw: '其他' } },
    ],
  },
  {
    code: 'owner_event_type',
    name: { cn: '台账事项', tw: '臺賬事項' },
    editable: true,
    items: [
      { value: '1', label: { cn: '入伙', tw: '入夥' } },
      { value: '2', label: { cn: '装修', tw: '裝修' } },
      { value: '3', label: { cn: '过户', tw: '過戶' } },
      { value: '4', label: { cn: '出租', tw: '出租' } },
      { value: '5', label: { cn: '投诉', tw: '投訴' } },
      { value: '6', label: { cn: '报修', tw: '報修' } },
      { value: '7', label: { cn: '缴费', tw: '繳費' } },
      { value: '8', label: { cn: '其他', tw: '其他' } },
    ],
  },
  fixedDictionary('committee_position', { cn: '业委会职务', tw: '業委會職務' }, {
    '1': { cn: '主任', tw: '主任' },
    '2': { cn: '副主任', tw: '副主任' },
    '3': { cn: '委员', tw: '委員' },
    '4': { cn: '候补委员', tw: '候補委員' },
    '5': { cn: '秘书', tw: '秘書' },
  }),
  fixedDictionary('member_status', { cn: '任职状态', tw: '任職狀態' }, {
    '1': { cn: '在任', tw: '在任' },
    '2': { cn: '离任', tw: '離任' },
    '3': { cn: '任期届满', tw: '任期屆滿' },
  }),
  {
    code: 'meeting_type',
    name: { cn: '会议类型', tw: '會議類型' },
    editable: true,
    items: [
      { value: '1', label: { cn: '业主大会', tw: '業主大會' } },
      { value: '2', label: { cn: '业委会会议', tw: '業委會會議' } },
      { value: '3', label: { cn: '物业例会', tw: '物業例會' } },
      { value: '4', label: { cn: '协调会', tw: '協調會' } },
      { value: '5', label: { cn: '其他', tw: '其他' } },
    ],
  },
  fixedDictionary('meeting_status', { cn: '会议状态', tw: '會議狀態' }, {
    '1': { cn: '筹备中', tw: '籌備中' },
    '2': { cn: '已召开', tw: '已召開' },
    '3': { cn: '已归档', tw: '已歸檔' },
  }),
];

/** 公共信息资料 */
export const publicInfoRecord = defineRecord({
  key: 'public-info',
  title: { cn: '公共信息资料', tw: '公共信息資料' },
  fields: {
    title: f.text({ cn: '资料名称', tw: '資料名稱' }, { required: true, max: 100 }),
    category: f.enum({ cn: '资料类别', tw: '資料類別' }, 'public_info_category', { required: true }),
    estateId: f.ref({ cn: '楼盘', tw: '樓盤' }, 'estate'),
    docNo: f.text({ cn: '资料编号', tw: '資料編號' }, { max: 50 }),
    content: f.text({ cn: '资料说明', tw: '資料說明' }, { multiline: true, max: 2000 }),
    fileId: f.file({ cn: '附件', tw: '附件' }),
    recordDate: f.date({ cn: '归档日期', tw: '歸檔日期' }, { required: true }),
    keeper: f.text({ cn: '保管人', tw: '保管人' }, { max: 50 }),
  },
  display: 'title',
  list: {
    columns: ['title', 'category', 'estateId', 'docNo', 'fileId', 'recordDate', 'keeper'],
    filters: ['title', 'category', 'estateId', 'recordDate'],
    sortable: ['title', 'recordDate'],
    defaultSort: { field: 'recordDate', order: 'desc' },
  },
  softDelete: false,
});

/** 业主台账 */
export const ownerLedgerRecord = defineRecord({
  key: 'owner-ledger',
  title: { cn: '业主台账', tw: '業主臺賬' },
  fields: {
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house', { required: true }),
    ownerName: f.text({ cn: '业主姓名', tw: '業主姓名' }, { required: true, max: 50 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 20 }),
    eventType: f.enum({ cn: '台账事项', tw: '臺賬事項' }, 'owner_event_type', { required: true }),
    eventDate: f.date({ cn: '发生日期', tw: '發生日期' }, { required: true }),
    content: f.text({ cn: '事项内容', tw: '事項內容' }, { required: true, multiline: true, max: 2000 }),
    handlerId: f.ref({ cn: '经办人', tw: '經辦人' }, 'staff'),
  },
  display: 'ownerName',
  list: {
    columns: ['eventDate', 'houseId', 'ownerName', 'phone', 'eventType', 'content', 'handlerId'],
    filters: ['houseId', 'ownerName', 'eventType', 'eventDate'],
    sortable: ['eventDate', 'ownerName'],
    defaultSort: { field: 'eventDate', order: 'desc' },
  },
  softDelete: false,
});

/** 业委会成员 */
export const memberRecord = defineRecord({
  key: 'member',
  title: { cn: '业委会成员', tw: '業委會成員' },
  fields: {
    memberName: f.text({ cn: '姓名', tw: '姓名' }, { required: true, max: 50 }),
    position: f.enum({ cn: '职务', tw: '職務' }, 'committee_position', { required: true, defaultValue: '3' }),
    houseId: f.ref({ cn: '房屋', tw: '房屋' }, 'house'),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { required: true, format: 'phone', max: 20 }),
    idNumber: f.text({ cn: '身份证号', tw: '身份證號' }, { format: 'idNumber', max: 18 }),
    termStart: f.date({ cn: '任期开始', tw: '任期開始' }, { required: true }),
    termEnd: f.date({ cn: '任期结束', tw: '任期結束' }, { required: true }),
    status: f.enum({ cn: '任职状态', tw: '任職狀態' }, 'member_status', { required: true, defaultValue: '1' }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
    // Written by 登记当选成员 of an election (owners), never by this form.
    electionTitle: f.text({ cn: '产生选举', tw: '產生選舉' }, { readOnly: true, max: 200 }),
  },
  display: 'memberName',
  list: {
    columns: ['memberName', 'position', 'houseId', 'phone', 'termStart', 'termEnd', 'status', 'electionTitle'],
    filters: ['memberName', 'position', 'status'],
    sortable: ['memberName', 'position', 'termStart'],
    defaultSort: { field: 'position', order: 'asc' },
  },
  softDelete: false,
});

/** 会务管理 */
export const meetingOfficeRecord = defineRecord({
  key: 'meeting-office',
  readBy: ['meeting_decision-votes', 'meeting_decision-elections', 'meeting_decision-outsourcing', 'meeting_public-vote', 'meeting_archive-index'],
  title: { cn: '会务管理', tw: '會務管理' },
  fields: {
    subject: f.text({ cn: '会议主题', tw: '會議主題' }, { required: true, max: 100 }),
    meetingType: f.enum({ cn: '会议类型', tw: '會議類型' }, 'meeting_type', { required: true }),
    estateId: f.ref({ cn: '楼盘', tw: '樓盤' }, 'estate'),
    startAt: f.date({ cn: '开始时间', tw: '開始時間' }, { required: true, withTime: true }),
    endAt: f.date({ cn: '结束时间', tw: '結束時間' }, { withTime: true }),
    place: f.text({ cn: '会议地点', tw: '會議地點' }, { required: true, max: 100 }),
    host: f.text({ cn: '主持人', tw: '主持人' }, { max: 50 }),
    attendees: f.text({ cn: '参会人员', tw: '參會人員' }, { required: true, multiline: true, max: 1000 }),
    minutes: f.text({ cn: '会议纪要', tw: '會議紀要' }, { multiline: true, max: 4000 }),
    status: f.enum({ cn: '会议状态', tw: '會議狀態' }, 'meeting_status', { required: true, defaultValue: '1' }),
  },
  display: 'subject',
  list: {
    columns: ['subject', 'meetingType', 'estateId', 'startAt', 'endAt', 'place', 'host', 'status'],
    filters: ['subject', 'meetingType', 'estateId', 'status', 'startAt'],
    sortable: ['startAt', 'subject'],
    defaultSort: { field: 'startAt', order: 'desc' },
  },
  softDelete: false,
});

export const officeRecords = [publicInfoRecord, ownerLedgerRecord, memberRecord, meetingOfficeRecord];

export const officeRecordModule: RecordModule = { records: officeRecords, dictionaries: officeDictionaries };
