import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, check, date, index, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, oneOf } from './columns';
import { liveUnique, recordColumns } from './records-audit';

const day = () => date({ mode: 'string' });
const ref = () => bigint({ mode: 'number' });

/** 业主: an owner; type 1-4; ID card type 1-5 with its number. */
export const owners = pgTable(
  'owners',
  {
    ...recordColumns(),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 10 }).notNull(),
    idType: varchar({ length: 10 }),
    idNumber: varchar({ length: 40 }),
    mobile: varchar({ length: 20 }),
    phone: varchar({ length: 30 }),
    address: varchar({ length: 200 }),
    remark: text(),
  },
  // owners_mobile_idx: 业主端 finds an owner's houses by the phone alone, across companies.
  (t) => [
    index().on(t.companyId, t.name),
    index().on(t.companyId, t.mobile),
    index('owners_mobile_idx').on(t.mobile),
    liveUnique('owners_id_number_unique', t, t.idNumber),
    check('owners_type_check', oneOf(t.type, FIXED_DICTIONARY_CODES.owner_type)),
    check('owners_id_type_check', oneOf(t.idType, FIXED_DICTIONARY_CODES.id_card_type)),
  ],
);

/**
 * House–owner history: one row per event (1 入伙 move-in, 2 过户 transfer, 3 迁出 move-out) per
 * owner; rows are only appended, never updated. The current owners of a house are those whose
 * latest event is 入伙 or 过户 (share in percent, 2 decimals).
 */
export const houseOwnerEvents = pgTable(
  'house_owner_events',
  {
    id: id(),
    companyId: companyRef(),
    houseId: ref().notNull(),
    ownerId: ref().notNull(),
    event: varchar({ length: 10 }).notNull(),
    share: numeric({ precision: 5, scale: 2 }),
    eventDate: day().notNull(),
    remark: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint({ mode: 'number' }),
  },
  (t) => [
    index().on(t.companyId, t.houseId, t.id),
    index().on(t.ownerId),
    check('house_owner_events_event_check', oneOf(t.event, FIXED_DICTIONARY_CODES.house_owner_event)),
  ],
);

/** 住户: a person living in a house; relation 1-14 to the owner, tag type 1-7. */
export const residents = pgTable(
  'residents',
  {
    ...recordColumns(),
    houseId: ref().notNull(),
    name: varchar({ length: 50 }).notNull(),
    relation: varchar({ length: 10 }).notNull(),
    tag: varchar({ length: 10 }),
    gender: varchar({ length: 10 }),
    idType: varchar({ length: 10 }),
    idNumber: varchar({ length: 40 }),
    mobile: varchar({ length: 20 }),
    moveInDate: day(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.houseId),
    index('residents_mobile_idx').on(t.mobile),
    check('residents_gender_check', oneOf(t.gender, FIXED_DICTIONARY_CODES.gender)),
    check('residents_id_type_check', oneOf(t.idType, FIXED_DICTIONARY_CODES.id_card_type)),
  ],
);

/** 车辆: a vehicle; model 1-5. */
export const vehicles = pgTable(
  'vehicles',
  {
    ...recordColumns(),
    plateNo: varchar({ length: 20 }).notNull(),
    model: varchar({ length: 10 }).notNull(),
    brand: varchar({ length: 50 }),
    color: varchar({ length: 20 }),
    houseId: ref(),
    parkingId: ref(),
    driver: varchar({ length: 50 }),
    mobile: varchar({ length: 20 }),
    remark: text(),
  },
  (t) => [liveUnique('vehicles_plate_no_unique', t, t.plateNo)],
);
