import { defineRecord, f } from './define';

const remark = f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 });
const estate = f.ref({ cn: '所属楼盘', tw: '所屬樓盤' }, 'estate', { required: true });

/** 区域管理 */
export const zoneRecord = defineRecord({
  key: 'zone',
  title: { cn: '区域管理', tw: '區域管理' },
  fields: {
    estateId: estate,
    code: f.text({ cn: '区域编号', tw: '區域編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '区域名称', tw: '區域名稱' }, { required: true, max: 100 }),
    remark,
  },
  display: 'name',
  list: { columns: ['estateId', 'code', 'name', 'remark'], filters: ['estateId', 'name'], sortable: ['code', 'name'], defaultSort: { field: 'code', order: 'asc' } },
  softDelete: true,
});

/** 楼宇管理 */
export const buildingRecord = defineRecord({
  key: 'building',
  title: { cn: '楼宇管理', tw: '樓宇管理' },
  fields: {
    estateId: estate,
    zoneId: f.ref({ cn: '所属区域', tw: '所屬區域' }, 'zone', { narrowBy: { field: 'estateId', target: 'estateId' } }),
    code: f.text({ cn: '楼宇编号', tw: '樓宇編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '楼宇名称', tw: '樓宇名稱' }, { required: true, max: 100 }),
    type: f.enum({ cn: '楼宇类型', tw: '樓宇類型' }, 'building_type', { required: true }),
    floors: f.number({ cn: '楼层数', tw: '樓層數' }, { integer: true, min: 1, max: 200 }),
    completedOn: f.date({ cn: '竣工日期', tw: '竣工日期' }),
    remark,
  },
  display: 'name',
  list: { columns: ['estateId', 'zoneId', 'code', 'name', 'type', 'floors', 'completedOn'], filters: ['estateId', 'name', 'type'], sortable: ['code', 'name', 'floors'], defaultSort: { field: 'code', order: 'asc' } },
  softDelete: true,
});

/** 单元管理 */
export const unitRecord = defineRecord({
  key: 'unit',
  title: { cn: '单元管理', tw: '單元管理' },
  fields: {
    buildingId: f.ref({ cn: '所属楼宇', tw: '所屬樓宇' }, 'building', { required: true }),
    code: f.text({ cn: '单元编号', tw: '單元編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '单元名称', tw: '單元名稱' }, { required: true, max: 100 }),
    floors: f.number({ cn: '楼层数', tw: '樓層數' }, { integer: true, min: 1, max: 200 }),
    remark,
  },
  display: 'name',
  list: { columns: ['buildingId', 'code', 'name', 'floors'], filters: ['buildingId', 'name'], sortable: ['code', 'name'], defaultSort: { field: 'code', order: 'asc' } },
  softDelete: true,
});

/** 房屋管理 */
export const houseRecord = defineRecord({
  key: 'house',
  title: { cn: '房屋管理', tw: '房屋管理' },
  fields: {
    estateId: estate,
    buildingId: f.ref({ cn: '所属楼宇', tw: '所屬樓宇' }, 'building', { required: true, narrowBy: { field: 'estateId', target: 'estateId' } }),
    unitId: f.ref({ cn: '所属单元', tw: '所屬單元' }, 'unit', { narrowBy: { field: 'buildingId', target: 'buildingId' } }),
    code: f.text({ cn: '房屋编号', tw: '房屋編號' }, { required: true, unique: true, max: 40 }),
    name: f.text({ cn: '房屋名称', tw: '房屋名稱' }, { required: true, max: 100 }),
    floor: f.number({ cn: '所在楼层', tw: '所在樓層' }, { integer: true, min: -10, max: 200 }),
    useState: f.enum({ cn: '使用状态', tw: '使用狀態' }, 'house_use_state', { required: true, defaultValue: '1' }),
    useType: f.enum({ cn: '使用类型', tw: '使用類型' }, 'house_use_type', { required: true, defaultValue: '1' }),
    buildArea: f.number({ cn: '建筑面积(㎡)', tw: '建築面積(㎡)' }, { min: 0, max: 100000, scale: 2 }),
    useArea: f.number({ cn: '使用面积(㎡)', tw: '使用面積(㎡)' }, { min: 0, max: 100000, scale: 2 }),
    innerArea: f.number({ cn: '套内面积(㎡)', tw: '套內面積(㎡)' }, { min: 0, max: 100000, scale: 2 }),
    chargeStartDate: f.date({ cn: '计费开始日期', tw: '計費開始日期' }),
    remark,
  },
  display: 'name',
  list: {
    columns: ['code', 'name', 'estateId', 'buildingId', 'unitId', 'floor', 'useState', 'useType', 'buildArea', 'useArea', 'innerArea', 'chargeStartDate'],
    filters: ['estateId', 'buildingId', 'code', 'name', 'useState', 'useType'],
    sortable: ['code', 'name', 'floor', 'buildArea', 'chargeStartDate'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  softDelete: true,
});

/** 车位管理 */
export const parkingRecord = defineRecord({
  key: 'parking',
  title: { cn: '车位管理', tw: '車位管理' },
  fields: {
    estateId: estate,
    code: f.text({ cn: '车位编号', tw: '車位編號' }, { required: true, unique: true, max: 30 }),
    location: f.text({ cn: '位置', tw: '位置' }, { max: 100 }),
    ownerType: f.enum({ cn: '产权类型', tw: '產權類型' }, 'parking_owner_type', { required: true }),
    houseId: f.ref({ cn: '关联房屋', tw: '關聯房屋' }, 'house'),
    area: f.number({ cn: '面积(㎡)', tw: '面積(㎡)' }, { min: 0, max: 10000, scale: 2 }),
    remark,
  },
  display: 'code',
  list: { columns: ['estateId', 'code', 'location', 'ownerType', 'houseId', 'area'], filters: ['estateId', 'code', 'ownerType'], sortable: ['code'], defaultSort: { field: 'code', order: 'asc' } },
  softDelete: true,
});

/** 仪表管理 */
export const meterRecord = defineRecord({
  key: 'meter',
  readBy: ['charge_setup-meters'],
  title: { cn: '仪表管理', tw: '儀表管理' },
  fields: {
    estateId: estate,
    houseId: f.ref({ cn: '所属房屋', tw: '所屬房屋' }, 'house'),
    code: f.text({ cn: '仪表编号', tw: '儀表編號' }, { required: true, unique: true, max: 40 }),
    kind: f.enum({ cn: '仪表种类', tw: '儀表種類' }, 'meter_kind', { required: true }),
    useAttr: f.enum({ cn: '使用属性', tw: '使用屬性' }, 'meter_use_attr', { required: true }),
    multiplier: f.number({ cn: '倍率', tw: '倍率' }, { integer: true, min: 1, max: 10000, required: true, defaultValue: 1 }),
    initialReading: f.number({ cn: '初始读数', tw: '初始讀數' }, { min: 0, scale: 2 }),
    installedOn: f.date({ cn: '安装日期', tw: '安裝日期' }),
    remark,
  },
  display: 'code',
  list: { columns: ['estateId', 'houseId', 'code', 'kind', 'useAttr', 'multiplier', 'initialReading', 'installedOn'], filters: ['estateId', 'code', 'kind', 'useAttr'], sortable: ['code', 'installedOn'], defaultSort: { field: 'code', order: 'asc' } },
  softDelete: true,
});
