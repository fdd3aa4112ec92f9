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
  {
    code: 'company_type',
    name: { cn: '公司类型', tw: '公司類型' },
    editable: false,
    items: items([
      ['A', '管理公司', '管理公司'],
      ['B', '经营公司', '經營公司'],
      ['AB', '管理经营公司', '管理經營公司'],
    ]),
  },
  {
    code: 'house_use_state',
    name: { cn: '房屋使用状态', tw: '房屋使用狀態' },
    editable: false,
    items: items([
      ['1', '未入伙'],
      ['3', '装修中', '裝修中'],
      ['4', '使用中'],
      ['5', '空置'],
    ]),
  },
  {
    code: 'owner_type',
    name: { cn: '业主类型', tw: '業主類型' },
    editable: false,
    items: items([
      ['1', '个人', '個人'],
      ['2', '法人'],
      ['3', '开发商', '開發商'],
      ['4', '不详', '不詳'],
    ]),
  },
  {
    code: 'house_use_type',
    name: { cn: '房屋使用类型', tw: '房屋使用類型' },
    editable: false,
    items: items([
      ['1', '自用'],
      ['2', '出租'],
    ]),
  },
  {
    code: 'building_type',
    name: { cn: '楼宇类型', tw: '樓宇類型' },
    editable: false,
    items: items([
      ['1', '平房'],
      ['2', '多层', '多層'],
      ['3', '小高层', '小高層'],
      ['4', '高层', '高層'],
      ['5', '超高层', '超高層'],
    ]),
  },
  {
    code: 'area_charge_type',
    name: { cn: '计费面积类型', tw: '計費面積類型' },
    editable: false,
    items: items([
      ['1', '建筑面积', '建築面積'],
      ['2', '使用面积', '使用面積'],
      ['3', '套内面积', '套內面積'],
    ]),
  },
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
  {
    code: 'charge_lifetime',
    name: { cn: '收费周期', tw: '收費週期' },
    editable: false,
    items: items([
      ['1', '按周期', '按週期'],
      ['2', '一次性'],
      ['3', '按服务月', '按服務月'],
      ['4', '按协议', '按協議'],
    ]),
  },
  {
    code: 'share_method',
    name: { cn: '分摊方式', tw: '分攤方式' },
    editable: false,
    items: items([
      ['1', '按面积', '按面積'],
      ['2', '按户', '按戶'],
      ['10', '按水量'],
      ['11', '按电量', '按電量'],
      ['12', '按楼层加权', '按樓層加權'],
      ['13', '按楼层加权（二）', '按樓層加權（二）'],
      ['14', '按人数', '按人數'],
      ['15', '按天数', '按天數'],
      ['16', '按系数', '按係數'],
    ]),
  },
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
  {
    code: 'id_card_type',
    name: { cn: '证件类型', tw: '證件類型' },
    editable: false,
    items: items([
      ['1', '居民身份证', '居民身份證'],
      ['2', '护照', '護照'],
      ['3', '港澳居民来往内地通行证', '港澳居民來往內地通行證'],
      ['4', '台湾居民来往大陆通行证', '臺灣居民來往大陸通行證'],
      ['5', '军官证', '軍官證'],
    ]),
  },
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
  {
    code: 'parking_owner_type',
    name: { cn: '车位产权类型', tw: '車位產權類型' },
    editable: false,
    items: items([
      ['1', '业主自有', '業主自有'],
      ['2', '开发商', '開發商'],
      ['3', '物业公司', '物業公司'],
      ['4', '全体业主', '全體業主'],
      ['5', '租赁', '租賃'],
    ]),
  },
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
  {
    code: 'meter_use_attr',
    name: { cn: '仪表使用属性', tw: '儀表使用屬性' },
    editable: false,
    items: items([
      ['1', '户表', '戶表'],
      ['2', '公共表'],
      ['3', '总表', '總表'],
    ]),
  },
  {
    // spec 9's day types 1-3; the values are DAY_TYPE of calendar/day-type.ts
    code: 'day_type',
    name: { cn: '日期类型', tw: '日期類型' },
    editable: false,
    items: items([
      ['1', '工作日'],
      ['2', '休息日'],
      ['3', '法定节假日', '法定節假日'],
    ]),
  },
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
  {
    code: 'house_owner_event',
    name: { cn: '产权变动', tw: '產權變動' },
    editable: false,
    items: items([
      ['1', '入伙'],
      ['2', '过户', '過戶'],
      ['3', '迁出', '遷出'],
    ]),
  },
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
  {
    code: 'receipt_date_part',
    name: { cn: '收据日期段', tw: '收據日期段' },
    editable: false,
    items: items([
      ['1', '无', '無'],
      ['2', 'YYYY'],
      ['3', 'YYYYMM'],
      ['4', 'YYYYMMDD'],
    ]),
  },
  {
    code: 'receipt_reset',
    name: { cn: '流水号重置', tw: '流水號重置' },
    editable: false,
    items: items([
      ['1', '不重置'],
      ['2', '每年'],
      ['3', '每月'],
      ['4', '每日'],
    ]),
  },
  {
    code: 'gender',
    name: { cn: '性别', tw: '性別' },
    editable: false,
    items: items([
      ['1', '男'],
      ['2', '女'],
    ]),
  },
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
