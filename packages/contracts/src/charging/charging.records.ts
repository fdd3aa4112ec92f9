import { defineRecord, f, type DictionaryDef, type RecordModule } from '../records/define';

// The charging area's plain master data on the record engine (issue 11): charge items, charge
// accounts and arrears settings. Standards, bindings, readings, runs and lines are hand-written.

const items = (pairs: [string, string, string?][]) => pairs.map(([value, cn, tw]) => ({ value, label: { cn, tw: tw ?? cn } }));

export const chargingDictionaries: DictionaryDef[] = [
  {
    code: 'charge_item_category',
    name: { cn: '收费项目类别', tw: '收費項目類別' },
    editable: true,
    items: items([
      ['1', '物业服务费', '物業服務費'],
      ['2', '水费', '水費'],
      ['3', '电费', '電費'],
      ['4', '燃气费', '燃氣費'],
      ['5', '公摊', '公攤'],
      ['6', '停车费', '停車費'],
      ['7', '押金'],
      ['8', '预收', '預收'],
      ['9', '特约服务', '特約服務'],
      ['10', '代收代付'],
      ['11', '其他'],
    ]),
  },
];

const remark = f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 });

/** 收费规则: charge items with their category, lifetime, cycle and settlement flags. */
export const chargeItemRecord = defineRecord({
  key: 'charge-item',
  readBy: ['charge_settle-normal', 'charge_settle-mid-month', 'charge_settle-other', 'charge_settle-prepay', 'charge_settle-special'],
  title: { cn: '收费规则', tw: '收費規則' },
  fields: {
    code: f.text({ cn: '项目编号', tw: '項目編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '收费项目', tw: '收費項目' }, { required: true, unique: true, max: 50 }),
    category: f.enum({ cn: '项目类别', tw: '項目類別' }, 'charge_item_category', { required: true }),
    lifetime: f.enum({ cn: '收费周期', tw: '收費週期' }, 'charge_lifetime', { required: true, defaultValue: '1' }),
    cycleMonths: f.number({ cn: '计费周期(月)', tw: '計費週期(月)' }, { integer: true, min: 1, max: 12, required: true, defaultValue: 1 }),
    priority: f.number({ cn: '冲抵顺序', tw: '沖抵順序' }, { integer: true, min: 0, max: 999, required: true, defaultValue: 10 }),
    deductFromPrepay: f.bool({ cn: '允许预交款冲抵', tw: '允許預交款沖抵' }, { defaultValue: true }),
    passThrough: f.bool({ cn: '代收代付', tw: '代收代付' }, { defaultValue: false }),
    incomeSubject: f.text({ cn: '收入科目', tw: '收入科目' }, { max: 30 }),
    remark,
  },
  display: 'name',
  list: {
    columns: ['code', 'name', 'category', 'lifetime', 'cycleMonths', 'priority', 'deductFromPrepay', 'passThrough', 'incomeSubject'],
    filters: ['name', 'category', 'lifetime'],
    sortable: ['code', 'name', 'priority'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  softDelete: true,
});

/** 收费账户: where the money of each settle method lands. */
export const chargeAccountRecord = defineRecord({
  key: 'charge-account',
  title: { cn: '收费账户', tw: '收費賬戶' },
  fields: {
    estateId: f.ref({ cn: '所属楼盘', tw: '所屬樓盤' }, 'estate'),
    name: f.text({ cn: '账户名称', tw: '賬戶名稱' }, { required: true, unique: true, max: 50 }),
    method: f.enum({ cn: '结算方式', tw: '結算方式' }, 'settle_method', { required: true }),
    bankName: f.text({ cn: '开户银行', tw: '開戶銀行' }, { max: 100 }),
    accountNo: f.text({ cn: '银行账号', tw: '銀行賬號' }, { max: 40 }),
    subjectCode: f.text({ cn: '对应科目', tw: '對應科目' }, { max: 30 }),
    remark,
  },
  display: 'name',
  list: { columns: ['name', 'estateId', 'method', 'bankName', 'accountNo', 'subjectCode'], filters: ['estateId', 'name', 'method'], sortable: ['name'], defaultSort: { field: 'name', order: 'asc' } },
  softDelete: true,
});

/** 欠费设置: due day, grace days and the late-fee (违约金) terms of the service contract. */
export const arrearsSettingRecord = defineRecord({
  key: 'arrears-setting',
  title: { cn: '欠费设置', tw: '欠費設置' },
  fields: {
    estateId: f.ref({ cn: '所属楼盘', tw: '所屬樓盤' }, 'estate', { required: true }),
    itemId: f.ref({ cn: '收费项目', tw: '收費項目' }, 'charge-item'),
    dueDays: f.number({ cn: '应缴日(期初后天数)', tw: '應繳日(期初後天數)' }, { integer: true, min: 0, max: 365, required: true, defaultValue: 0 }),
    graceDays: f.number({ cn: '宽限天数', tw: '寬限天數' }, { integer: true, min: 0, max: 365, required: true, defaultValue: 0 }),
    lateRatePerDay: f.number({ cn: '违约金日费率', tw: '違約金日費率' }, { min: 0, max: 0.01, scale: 6, required: true, defaultValue: 0 }),
    lateCapRatio: f.number({ cn: '违约金上限(本金倍数)', tw: '違約金上限(本金倍數)' }, { min: 0, max: 10, scale: 4 }),
    noticeKeepDays: f.number({ cn: '告知公文保留天数', tw: '告知公文保留天數' }, { integer: true, min: 1, max: 3650, required: true, defaultValue: 90 }),
    remark,
  },
  display: 'estateId',
  list: { columns: ['estateId', 'itemId', 'dueDays', 'graceDays', 'lateRatePerDay', 'lateCapRatio', 'noticeKeepDays'], filters: ['estateId', 'itemId'], sortable: ['dueDays'], defaultSort: { field: 'dueDays', order: 'asc' } },
  softDelete: false,
});

export const chargingRecordModule: RecordModule = {
  records: [chargeItemRecord, chargeAccountRecord, arrearsSettingRecord],
  dictionaries: chargingDictionaries,
};
