import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { liveUnique, recordColumns } from './records-audit';

const day = () => date({ mode: 'string' });
const ref = () => bigint({ mode: 'number' });
/** Areas in square metres, 2 decimals, read as numbers (never money). */
const area = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/** 楼盘: an estate a company manages. */
export const estates = pgTable(
  'estates',
  {
    ...recordColumns(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    address: varchar({ length: 200 }),
    developer: varchar({ length: 100 }),
    totalArea: area(),
    /** area_charge_type: 1 建筑 2 使用 3 套内面积 */
    chargeArea: varchar({ length: 10 }).notNull().default('1'),
    deliveredOn: day(),
    phone: varchar({ length: 30 }),
    remark: text(),
  },
  (t) => [
    liveUnique('estates_code_unique', t, t.code),
    liveUnique('estates_name_unique', t, t.name),
    check('estates_charge_area_check', oneOf(t.chargeArea, FIXED_DICTIONARY_CODES.area_charge_type)),
  ],
);

/** 区域: a zone (期/区) of an estate. */
export const zones = pgTable(
  'zones',
  {
    ...recordColumns(),
    estateId: ref().notNull(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    remark: text(),
  },
  (t) => [index().on(t.companyId, t.estateId), liveUnique('zones_code_unique', t, t.code)],
);

/** 楼宇: a building; type 1-5 平房 多层 小高层 高层 超高层. */
export const buildings = pgTable(
  'buildings',
  {
    ...recordColumns(),
    estateId: ref().notNull(),
    zoneId: ref(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 10 }).notNull(),
    floors: integer(),
    completedOn: day(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.estateId),
    liveUnique('buildings_code_unique', t, t.code),
    check('buildings_type_check', oneOf(t.type, FIXED_DICTIONARY_CODES.building_type)),
  ],
);

/** 单元: a stairwell unit of a building. */
export const units = pgTable(
  'units',
  {
    ...recordColumns(),
    buildingId: ref().notNull(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    floors: integer(),
    remark: text(),
  },
  (t) => [index().on(t.companyId, t.buildingId), liveUnique('units_code_unique', t, t.code)],
);

/** 房屋: a house (unit of property); use state 1/3/4/5, use type 1/2, three areas, charge start date. */
export const houses = pgTable(
  'houses',
  {
    ...recordColumns(),
    estateId: ref().notNull(),
    buildingId: ref().notNull(),
    unitId: ref(),
    code: varchar({ length: 40 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    floor: integer(),
    useState: varchar({ length: 10 }).notNull(),
    useType: varchar({ length: 10 }).notNull(),
    buildArea: area(),
    useArea: area(),
    innerArea: area(),
    chargeStartDate: day(),
    remark: text(),
    // The code's natural order key (SH-1-2-101 before SH-1-10-101, 101 before 1001): every digit run
    // padded to 20 places by natural_sort_key(), written by a trigger (packages/db/sql/natural_sort.sql)
    // on every insert and update. Stored, so the house list reads its index in order and computes
    // nothing per row.
    codeSort: text().notNull().default(''),
  },
  (t) => [
    // The house list: live houses of one estate sorted by code then id, and their count read from
    // the index alone (an index-only scan; bench/houses.ts).
    index('houses_company_estate_code_idx').on(t.companyId, t.estateId, t.code, t.id).where(sql`${t.deletedAt} is null`),
    // The same list in the code's natural order (the record engine sorts code by code_sort).
    index('houses_company_estate_code_sort_idx').on(t.companyId, t.estateId, t.codeSort, t.id).where(sql`${t.deletedAt} is null`),
    liveUnique('houses_code_unique', t, t.code),
    index().on(t.buildingId),
    check('houses_use_state_check', oneOf(t.useState, FIXED_DICTIONARY_CODES.house_use_state)),
    check('houses_use_type_check', oneOf(t.useType, FIXED_DICTIONARY_CODES.house_use_type)),
  ],
);

/**
 * Live houses per company and estate, kept by statement triggers on houses in the writing
 * transaction (migrations/0001_house_counts.sql), so the house list's total for an estate is one
 * key look-up instead of a count, and exact for every writer: any instance, an import, plain SQL.
 */
export const houseCounts = pgTable(
  'house_counts',
  {
    companyId: bigint({ mode: 'number' }).notNull(),
    estateId: bigint({ mode: 'number' }).notNull(),
    live: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.estateId] })],
);

/** 车位: a parking lot; owner type 1-5. */
export const parkingLots = pgTable(
  'parking_lots',
  {
    ...recordColumns(),
    estateId: ref().notNull(),
    code: varchar({ length: 30 }).notNull(),
    location: varchar({ length: 100 }),
    ownerType: varchar({ length: 10 }).notNull(),
    houseId: ref(),
    area: area(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.estateId),
    liveUnique('parking_lots_code_unique', t, t.code),
    check('parking_lots_owner_type_check', oneOf(t.ownerType, FIXED_DICTIONARY_CODES.parking_owner_type)),
  ],
);

/** 仪表: a water/electricity/gas meter; use attribute 1 户表 2 公共表 3 总表. */
export const meters = pgTable(
  'meters',
  {
    ...recordColumns(),
    estateId: ref().notNull(),
    houseId: ref(),
    code: varchar({ length: 40 }).notNull(),
    kind: varchar({ length: 10 }).notNull(),
    useAttr: varchar({ length: 10 }).notNull(),
    multiplier: integer().notNull().default(1),
    initialReading: numeric({ precision: 14, scale: 2, mode: 'number' }),
    installedOn: day(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.estateId),
    index().on(t.houseId),
    liveUnique('meters_code_unique', t, t.code),
    check('meters_use_attr_check', oneOf(t.useAttr, FIXED_DICTIONARY_CODES.meter_use_attr)),
  ],
);
