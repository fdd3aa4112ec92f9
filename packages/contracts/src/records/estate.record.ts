import { defineRecord, f } from './define';

/** 楼盘管理: an estate (小区) a company manages. The model declaration for every record type. */
export const estateRecord = defineRecord({
  key: 'estate',
  title: { cn: '楼盘管理', tw: '樓盤管理' },
  fields: {
    code: f.text({ cn: '楼盘编号', tw: '樓盤編號' }, { required: true, unique: true, max: 30 }),
    name: f.text({ cn: '楼盘名称', tw: '樓盤名稱' }, { required: true, unique: true, max: 100 }),
    address: f.text({ cn: '地址', tw: '地址' }, { max: 200 }),
    developer: f.text({ cn: '开发商', tw: '開發商' }, { max: 100 }),
    totalArea: f.number({ cn: '占地面积(㎡)', tw: '佔地面積(㎡)' }, { min: 0, max: 99_999_999, scale: 2 }),
    chargeArea: f.enum({ cn: '计费面积', tw: '計費面積' }, 'area_charge_type', { required: true, defaultValue: '1' }),
    deliveredOn: f.date({ cn: '交付日期', tw: '交付日期' }),
    phone: f.text({ cn: '服务电话', tw: '服務電話' }, { format: 'phone', max: 30 }),
    remark: f.text({ cn: '备注', tw: '備註' }, { multiline: true, max: 500 }),
  },
  display: 'name',
  list: {
    columns: ['code', 'name', 'address', 'developer', 'chargeArea', 'deliveredOn', 'phone'],
    filters: ['name', 'chargeArea'],
    sortable: ['code', 'name', 'deliveredOn'],
    defaultSort: { field: 'code', order: 'asc' },
  },
  softDelete: true,
});
