import { defineRecord, f } from './define';

const remark = f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 });

/** 业主管理. An ID number of type 1 (居民身份证) follows the ID rule of spec section 5 (server hook). */
export const ownerRecord = defineRecord({
  key: 'owner',
  title: { cn: '业主管理', tw: '業主管理' },
  fields: {
    name: f.text({ cn: '业主名称', tw: '業主名稱' }, { required: true, max: 100 }),
    type: f.enum({ cn: '业主类型', tw: '業主類型' }, 'owner_type', { required: true, defaultValue: '1' }),
    idType: f.enum({ cn: '证件类型', tw: '證件類型' }, 'id_card_type', { defaultValue: '1' }),
    idNumber: f.text({ cn: '证件号码', tw: '證件號碼' }, { unique: true, max: 40 }),
    mobile: f.text({ cn: '手机号', tw: '手機號' }, { format: 'mobile', max: 20 }),
    phone: f.text({ cn: '联系电话', tw: '聯繫電話' }, { format: 'phone', max: 30 }),
    address: f.text({ cn: '联系地址', tw: '聯繫地址' }, { max: 200 }),
    remark,
  },
  display: 'name',
  list: { columns: ['name', 'type', 'idType', 'idNumber', 'mobile', 'phone', 'address'], filters: ['name', 'mobile', 'idNumber', 'type'], sortable: ['name'], defaultSort: { field: 'name', order: 'asc' } },
  softDelete: true,
});

/** 住户管理 */
export const residentRecord = defineRecord({
  key: 'resident',
  title: { cn: '住户管理', tw: '住戶管理' },
  fields: {
    houseId: f.ref({ cn: '所住房屋', tw: '所住房屋' }, 'house', { required: true }),
    name: f.text({ cn: '姓名', tw: '姓名' }, { required: true, max: 50 }),
    relation: f.enum({ cn: '与业主关系', tw: '與業主關係' }, 'resident_relation', { required: true }),
    tag: f.enum({ cn: '住户标签', tw: '住戶標籤' }, 'resident_tag_type'),
    gender: f.enum({ cn: '性别', tw: '性別' }, 'gender'),
    idType: f.enum({ cn: '证件类型', tw: '證件類型' }, 'id_card_type'),
    idNumber: f.text({ cn: '证件号码', tw: '證件號碼' }, { max: 40 }),
    mobile: f.text({ cn: '手机号', tw: '手機號' }, { format: 'mobile', max: 20 }),
    moveInDate: f.date({ cn: '入住日期', tw: '入住日期' }),
    remark,
  },
  display: 'name',
  list: { columns: ['houseId', 'name', 'relation', 'tag', 'gender', 'mobile', 'moveInDate'], filters: ['houseId', 'name', 'mobile', 'relation', 'tag'], sortable: ['name', 'moveInDate'], defaultSort: { field: 'name', order: 'asc' } },
  softDelete: true,
});

/** 车辆管理 */
export const vehicleRecord = defineRecord({
  key: 'vehicle',
  title: { cn: '车辆管理', tw: '車輛管理' },
  fields: {
    plateNo: f.text({ cn: '车牌号', tw: '車牌號' }, { required: true, unique: true, max: 20 }),
    model: f.enum({ cn: '车型', tw: '車型' }, 'vehicle_model', { required: true }),
    brand: f.text({ cn: '品牌', tw: '品牌' }, { max: 50 }),
    color: f.text({ cn: '颜色', tw: '顏色' }, { max: 20 }),
    houseId: f.ref({ cn: '所属房屋', tw: '所屬房屋' }, 'house'),
    parkingId: f.ref({ cn: '车位', tw: '車位' }, 'parking'),
    driver: f.text({ cn: '车主姓名', tw: '車主姓名' }, { max: 50 }),
    mobile: f.text({ cn: '手机号', tw: '手機號' }, { format: 'mobile', max: 20 }),
    remark,
  },
  display: 'plateNo',
  list: { columns: ['plateNo', 'model', 'brand', 'color', 'houseId', 'parkingId', 'driver', 'mobile'], filters: ['plateNo', 'model', 'houseId'], sortable: ['plateNo'], defaultSort: { field: 'plateNo', order: 'asc' } },
  softDelete: true,
});
