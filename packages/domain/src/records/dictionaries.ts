import { FIXED_DICTIONARY_CODES, type FixedDictionaryCode } from '../vocabulary/dictionary-words';
import type { Label } from './fields';

export interface DictionaryItem {
  value: string;
  label: Label;
}
/** An enumeration, stored as dictionary rows; `editable` ones a company may extend and relabel. */
export interface DictionaryDef {
  code: string;
  name: Label;
  editable: boolean;
  items: DictionaryItem[];
}

const items = (pairs: [string, string, string?][]): DictionaryItem[] =>
  pairs.map(([value, cn, tw]) => ({ value, label: { cn, tw: tw ?? cn } }));

/**
 * A fixed dictionary (not editable): its items are its codes in the vocabulary (FIXED_DICTIONARY_CODES, from which
 * the columns' CHECKs are made too), in that order, each with its label; the type asks for every code, no other.
 */
export function fixedDictionary<D extends FixedDictionaryCode>(
  code: D,
  name: Label,
  labels: { readonly [K in (typeof FIXED_DICTIONARY_CODES)[D][number]]: Label },
): DictionaryDef {
  const codes: readonly string[] = FIXED_DICTIONARY_CODES[code];
  const byCode: Readonly<Record<string, Label>> = labels;
  return { code, name, editable: false, items: codes.map((value) => ({ value, label: byCode[value]! })) };
}

/** Every enumeration of spec section 9 plus the master-data ones (issue 5). */
export const MASTER_DICTIONARIES: DictionaryDef[] = [
  {
    code: 'company_level',
    name: { cn: '公司级别', tw: '公司級別' },
    editable: false,
    items: items([
      ['1', '一级', '一級'],
      ['2', '二级', '二級'],
      ['3', '三级', '三級'],
    ]),
  },
  fixedDictionary('company_type', { cn: '公司类型', tw: '公司類型' }, {
    'A': { cn: '管理公司', tw: '管理公司' },
    'B': { cn: '经营公司', tw: '經營公司' },
    'AB': { cn: '管理经营公司', tw: '管理經營公司' },
  }),
  fixedDictionary('house_use_state', { cn: '房屋使用状态', tw: '房屋使用狀態' }, {
    '1': { cn: '未入伙', tw: '未入伙' },
    '3': { cn: '装修中', tw: '裝修中' },
    '4': { cn: '使用中', tw: '使用中' },
    '5': { cn: '空置', tw: '空置' },
  }),
  fixedDictionary('owner_type', { cn: '业主类型', tw: '業主類型' }, {
    '1': { cn: '个人', tw: '個人' },
    '2': { cn: '法人', tw: '法人' },
    '3': { cn: '开发商', tw: '開發商' },
    '4': { cn: '不详', tw: '不詳' },
  }),
  fixedDictionary('house_use_type', { cn: '房屋使用类型', tw: '房屋使用類型' }, {
    '1': { cn: '自用', tw: '自用' },
    '2': { cn: '出租', tw: '出租' },
  }),
  fixedDictionary('building_type', { cn: '楼宇类型', tw: '樓宇類型' }, {
    '1': { cn: '平房', tw: '平房' },
    '2': { cn: '多层', tw: '多層' },
    '3': { cn: '小高层', tw: '小高層' },
    '4': { cn: '高层', tw: '高層' },
    '5': { cn: '超高层', tw: '超高層' },
  }),
  fixedDictionary('area_charge_type', { cn: '计费面积类型', tw: '計費面積類型' }, {
    '1': { cn: '建筑面积', tw: '建築面積' },
    '2': { cn: '使用面积', tw: '使用面積' },
    '3': { cn: '套内面积', tw: '套內面積' },
  }),
  {
    code: 'settle_method',
    name: { cn: '结算方式', tw: '結算方式' },
    editable: true,
    items: items([
      ['1', '现金', '現金'],
      ['2', '转账', '轉賬'],
      ['3', '刷卡'],
      ['4', '微信'],
      ['5', '支付宝', '支付寶'],
      ['6', '微信线上', '微信線上'],
      ['10', '企业微信', '企業微信'],
    ]),
  },
  // Spec: 13 names for 14 values; value 14 is 冲红, the reversal of a payment, 15 期初 the balances an opening import
  // brought over (docs/decisions.md, settle types).
  {
    code: 'settle_type',
    name: { cn: '结算类型', tw: '結算類型' },
    editable: true,
    items: items([
      ['1', '收费', '收費'],
      ['2', '预交', '預交'],
      ['3', '收押'],
      ['4', '特服'],
      ['5', '委收'],
      ['6', '其他'],
      ['7', '退押'],
      ['8', '退预交款', '退預交款'],
      ['9', '经付', '經付'],
      ['10', '委付'],
      ['11', '退存零款'],
      ['12', '托收'],
      ['13', '退房预交', '退房預交'],
      ['14', '冲红', '沖紅'],
      ['15', '期初'],
    ]),
  },
  fixedDictionary('charge_lifetime', { cn: '收费周期', tw: '收費週期' }, {
    '1': { cn: '按周期', tw: '按週期' },
    '2': { cn: '一次性', tw: '一次性' },
    '3': { cn: '按服务月', tw: '按服務月' },
    '4': { cn: '按协议', tw: '按協議' },
  }),
  fixedDictionary('share_method', { cn: '分摊方式', tw: '分攤方式' }, {
    '1': { cn: '按面积', tw: '按面積' },
    '2': { cn: '按户', tw: '按戶' },
    '10': { cn: '按水量', tw: '按水量' },
    '11': { cn: '按电量', tw: '按電量' },
    '12': { cn: '按楼层加权', tw: '按樓層加權' },
    '13': { cn: '按楼层加权（二）', tw: '按樓層加權（二）' },
    '14': { cn: '按人数', tw: '按人數' },
    '15': { cn: '按天数', tw: '按天數' },
    '16': { cn: '按系数', tw: '按係數' },
  }),
  {
    code: 'repair_type',
    name: { cn: '维修类型', tw: '維修類型' },
    editable: true,
    items: items([
      ['1', '水电', '水電'],
      ['2', '土建'],
      ['3', '门窗', '門窗'],
      ['4', '电梯', '電梯'],
      ['5', '消防'],
      ['6', '弱电', '弱電'],
      ['7', '绿化', '綠化'],
      ['8', '公共设施', '公共設施'],
      ['9', '其他'],
    ]),
  },
  {
    code: 'workflow_node_type',
    name: { cn: '流程节点类型', tw: '流程節點類型' },
    editable: false,
    items: items([
      ['1', '发起', '發起'],
      ['2', '审核', '審核'],
      ['3', '会签', '會簽'],
      ['4', '签批', '簽批'],
      ['5', '审结', '審結'],
      ['6', '中止'],
      ['7', '跟催'],
      ['8', '定稿'],
      ['9', '完结', '完結'],
      ['10', '终止', '終止'],
    ]),
  },
  {
    code: 'voucher_status',
    name: { cn: '凭证状态', tw: '憑證狀態' },
    editable: false,
    items: items([
      ['1', '待修改'],
      ['2', '待审核', '待審核'],
      ['3', '待登账', '待登賬'],
      ['4', '已登账', '已登賬'],
    ]),
  },
  {
    code: 'charge_audit_state',
    name: { cn: '计费审核状态', tw: '計費審核狀態' },
    editable: false,
    items: items([
      ['1', '待计费', '待計費'],
      ['2', '待审核', '待審核'],
      ['3', '已审核', '已審核'],
      ['4', '待收费', '待收費'],
      ['5', '已收费', '已收費'],
    ]),
  },
  fixedDictionary('id_card_type', { cn: '证件类型', tw: '證件類型' }, {
    '1': { cn: '居民身份证', tw: '居民身份證' },
    '2': { cn: '护照', tw: '護照' },
    '3': { cn: '港澳居民来往内地通行证', tw: '港澳居民來往內地通行證' },
    '4': { cn: '台湾居民来往大陆通行证', tw: '臺灣居民來往大陸通行證' },
    '5': { cn: '军官证', tw: '軍官證' },
  }),
  {
    code: 'resident_relation',
    name: { cn: '与业主关系', tw: '與業主關係' },
    editable: true,
    items: items([
      ['1', '本人'],
      ['2', '配偶'],
      ['3', '子女'],
      ['4', '父母'],
      ['5', '祖父母'],
      ['6', '孙子女', '孫子女'],
      ['7', '兄弟姐妹'],
      ['8', '岳父母'],
      ['9', '公婆'],
      ['10', '儿媳', '兒媳'],
      ['11', '女婿'],
      ['12', '租户', '租戶'],
      ['13', '保姆'],
      ['14', '其他'],
    ]),
  },
  {
    code: 'resident_tag_type',
    name: { cn: '住户标签', tw: '住戶標籤' },
    editable: true,
    items: items([
      ['1', '常住'],
      ['2', '暂住', '暫住'],
      ['3', '老人'],
      ['4', '儿童', '兒童'],
      ['5', '残障', '殘障'],
      ['6', '党员', '黨員'],
      ['7', '重点关注', '重點關注'],
    ]),
  },
  fixedDictionary('parking_owner_type', { cn: '车位产权类型', tw: '車位產權類型' }, {
    '1': { cn: '业主自有', tw: '業主自有' },
    '2': { cn: '开发商', tw: '開發商' },
    '3': { cn: '物业公司', tw: '物業公司' },
    '4': { cn: '全体业主', tw: '全體業主' },
    '5': { cn: '租赁', tw: '租賃' },
  }),
  {
    code: 'vehicle_model',
    name: { cn: '车型', tw: '車型' },
    editable: true,
    items: items([
      ['1', '小型轿车', '小型轎車'],
      ['2', 'SUV'],
      ['3', 'MPV'],
      ['4', '货车', '貨車'],
      ['5', '摩托车', '摩托車'],
    ]),
  },
  fixedDictionary('meter_use_attr', { cn: '仪表使用属性', tw: '儀表使用屬性' }, {
    '1': { cn: '户表', tw: '戶表' },
    '2': { cn: '公共表', tw: '公共表' },
    '3': { cn: '总表', tw: '總表' },
  }),
  // spec 9's day types 1-3; the values are DAY_TYPE of calendar/day-type.ts
  fixedDictionary('day_type', { cn: '日期类型', tw: '日期類型' }, {
    '1': { cn: '工作日', tw: '工作日' },
    '2': { cn: '休息日', tw: '休息日' },
    '3': { cn: '法定节假日', tw: '法定節假日' },
  }),
  {
    code: 'meter_kind',
    name: { cn: '仪表种类', tw: '儀表種類' },
    editable: true,
    items: items([
      ['1', '水表'],
      ['2', '电表', '電表'],
      ['3', '燃气表', '燃氣表'],
      ['4', '热水表', '熱水表'],
    ]),
  },
  fixedDictionary('house_owner_event', { cn: '产权变动', tw: '產權變動' }, {
    '1': { cn: '入伙', tw: '入伙' },
    '2': { cn: '过户', tw: '過戶' },
    '3': { cn: '迁出', tw: '遷出' },
  }),
  {
    code: 'staff_state',
    name: { cn: '员工状态', tw: '員工狀態' },
    editable: true,
    items: items([
      ['1', '在职', '在職'],
      ['2', '试用', '試用'],
      ['3', '离职', '離職'],
    ]),
  },
  fixedDictionary('receipt_date_part', { cn: '收据日期段', tw: '收據日期段' }, {
    '1': { cn: '无', tw: '無' },
    '2': { cn: 'YYYY', tw: 'YYYY' },
    '3': { cn: 'YYYYMM', tw: 'YYYYMM' },
    '4': { cn: 'YYYYMMDD', tw: 'YYYYMMDD' },
  }),
  fixedDictionary('receipt_reset', { cn: '流水号重置', tw: '流水號重置' }, {
    '1': { cn: '不重置', tw: '不重置' },
    '2': { cn: '每年', tw: '每年' },
    '3': { cn: '每月', tw: '每月' },
    '4': { cn: '每日', tw: '每日' },
  }),
  fixedDictionary('gender', { cn: '性别', tw: '性別' }, {
    '1': { cn: '男', tw: '男' },
    '2': { cn: '女', tw: '女' },
  }),
];

/** Checks a dictionary list for duplicate codes or values; returns the problems found. */
export function dictionaryProblems(defs: DictionaryDef[]): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  for (const d of defs) {
    if (codes.has(d.code)) problems.push(`duplicate dictionary ${d.code}`);
    codes.add(d.code);
    const values = new Set<string>();
    for (const item of d.items) {
      if (values.has(item.value)) problems.push(`duplicate value ${d.code}.${item.value}`);
      values.add(item.value);
    }
  }
  return problems;
}
