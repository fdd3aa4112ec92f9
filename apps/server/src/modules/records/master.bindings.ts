import {
  allDictionaries,
  buildingRecord,
  companyRecord,
  deptRecord,
  dictionaryRecord,
  estateRecord,
  houseRecord,
  jobRecord,
  meterRecord,
  ownerRecord,
  parkingRecord,
  receiptRuleRecord,
  residentRecord,
  staffRecord,
  unitRecord,
  vehicleRecord,
  zoneRecord,
} from '@pm/contracts';
import { idNumberProblem, receiptRuleSample, textOf } from '@pm/domain';
import { schema } from '@pm/db';
import { badRequest, rejected } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';
import { visibleCompanyIds } from '../company-scope/index';
import { forgetDictionaries } from './dictionaries.service';
import {
  bindRecord,
  type RecordBinding,
  type RecordTable,
  type StoredRow,
  type ValuesOf,
  type WriteContext,
} from './record-binding';
import * as masterRepo from './master.repo';

registerConstraint('dictionary_items_scope_unique', 409, 'records.dictionary_duplicate', '该字典项已存在');
registerConstraint('staff_profiles_user_unique', 409, 'records.staff_duplicate', '该员工档案已存在');

type Owner = typeof ownerRecord | typeof residentRecord;
type Row<T extends RecordTable> = StoredRow<T>;

/** A field's value after the write: the new value when given, else the stored one. */
function after<V extends object, R extends object, K extends keyof V & keyof R & string>(
  values: V,
  ctx: WriteContext<R>,
  name: K,
): NonNullable<V[K]> | NonNullable<R[K]> | null {
  return (name in values ? values[name] : ctx.existing?.[name]) ?? null;
}

const fieldError = (field: string, message: string) =>
  badRequest('validation.failed', message, [{ path: field, message }]);

/** ID type 1 (居民身份证) numbers follow the ID rule of spec section 5. */
function checkIdNumber(
  values: ValuesOf<Owner>,
  ctx: WriteContext<Row<typeof schema.owners> | Row<typeof schema.residents>>,
): void {
  const problem = idNumberProblem(after(values, ctx, 'idType'), after(values, ctx, 'idNumber'));
  if (problem) throw fieldError('idNumber', problem);
}

/** A house's building belongs to its estate and its unit to its building. */
async function checkHousePlace(
  values: ValuesOf<typeof houseRecord>,
  ctx: WriteContext<Row<typeof schema.houses>>,
): Promise<void> {
  const estateId = Number(after(values, ctx, 'estateId'));
  const buildingId = Number(after(values, ctx, 'buildingId'));
  const unitId = after(values, ctx, 'unitId');
  if ((await masterRepo.estateOfBuilding(ctx.tx, buildingId)) !== estateId)
    throw fieldError('buildingId', '所属楼宇不属于所选楼盘');
  if (unitId !== null && (await masterRepo.buildingOfUnit(ctx.tx, Number(unitId))) !== buildingId)
    throw fieldError('unitId', '所属单元不属于所选楼宇');
}

/** A building's zone belongs to its estate. */
async function checkBuildingZone(
  values: ValuesOf<typeof buildingRecord>,
  ctx: WriteContext<Row<typeof schema.buildings>>,
): Promise<void> {
  const zoneId = after(values, ctx, 'zoneId');
  if (zoneId === null) return;
  if ((await masterRepo.estateOfZone(ctx.tx, Number(zoneId))) !== Number(after(values, ctx, 'estateId')))
    throw fieldError('zoneId', '所属区域不属于所选楼盘');
}

const editableDictionaries = () =>
  new Map(
    allDictionaries()
      .filter((d) => d.editable)
      .map((d) => [d.code, d]),
  );

/** Companies own their dictionary rows; built-in rows are read-only; only editable dictionaries take company rows. */
function dictionaryWrite(
  values: ValuesOf<typeof dictionaryRecord>,
  ctx: WriteContext<Row<typeof schema.dictionaryItems>>,
): void {
  if (ctx.existing && ctx.existing.companyId === null)
    throw rejected(403, 'records.dictionary_builtin', '内置字典项不能修改，可新增相同项值的本公司字典项覆盖');
  const code = String(after(values, ctx, 'dictCode'));
  const dict = editableDictionaries().get(code);
  if (!dict) throw fieldError('dictCode', '该字典不存在或不允许修改');
  values.dictName = dict.name.cn;
  // The owning company is a column the declaration does not show (the binding scopes by `where`).
  Object.assign(values, { companyId: ctx.session.companyId });
}

/** The sample number of a receipt rule (today, next serial). */
function receiptSample(
  values: ValuesOf<typeof receiptRuleRecord>,
  ctx: WriteContext<Row<typeof schema.receiptRules>>,
): void {
  values.sample = receiptRuleSample(
    {
      prefix: textOf(after(values, ctx, 'prefix')),
      datePart: textOf(after(values, ctx, 'datePart')),
      serialLength: after(values, ctx, 'serialLength'),
      nextSerial: after(values, ctx, 'nextSerial'),
    },
    new Date().toISOString().slice(0, 10),
  );
}

export const masterBindings: RecordBinding[] = [
  bindRecord(companyRecord, {
    table: schema.companies,
    companyColumn: null,
    where: async (session, db) => masterRepo.companiesAmong(await visibleCompanyIds(db, session.companyId)),
  }),
  bindRecord(deptRecord, { table: schema.departments }),
  bindRecord(jobRecord, { table: schema.jobs, referencedBy: [{ table: schema.users, column: schema.users.jobId }] }),
  bindRecord(staffRecord, {
    table: schema.staffProfiles,
    beforeRead: (session, db) => masterRepo.syncStaffProfiles(db, session.companyId),
    beforeWrite: (_values, ctx) => {
      if (!ctx.existing) throw rejected(403, 'records.staff_create', '员工档案随账号创建，请先开通账号');
    },
    beforeDelete: () => {
      throw rejected(403, 'records.staff_delete', '员工档案随账号存在，不能删除');
    },
  }),
  bindRecord(estateRecord, { table: schema.estates }),
  bindRecord(zoneRecord, { table: schema.zones }),
  bindRecord(buildingRecord, { table: schema.buildings, beforeWrite: checkBuildingZone }),
  bindRecord(unitRecord, { table: schema.units }),
  bindRecord(houseRecord, {
    table: schema.houses,
    beforeWrite: checkHousePlace,
    referencedBy: [{ table: schema.houseOwnerEvents, column: schema.houseOwnerEvents.houseId }],
    liveCounts: {
      field: 'estateId',
      table: schema.houseCounts,
      companyColumn: schema.houseCounts.companyId,
      groupColumn: schema.houseCounts.estateId,
      liveColumn: schema.houseCounts.live,
    },
  }),
  bindRecord(ownerRecord, {
    table: schema.owners,
    beforeWrite: checkIdNumber,
    referencedBy: [{ table: schema.houseOwnerEvents, column: schema.houseOwnerEvents.ownerId }],
  }),
  bindRecord(residentRecord, { table: schema.residents, beforeWrite: checkIdNumber }),
  bindRecord(parkingRecord, { table: schema.parkingLots }),
  bindRecord(vehicleRecord, { table: schema.vehicles }),
  bindRecord(meterRecord, { table: schema.meters }),
  bindRecord(dictionaryRecord, {
    table: schema.dictionaryItems,
    companyColumn: null,
    where: (session) => masterRepo.dictionaryItemsOf(session.companyId),
    beforeWrite: dictionaryWrite,
    afterWrite: (_row, ctx) => forgetDictionaries(ctx.session.companyId),
    beforeDelete: (row, ctx) => {
      if (row.companyId === null) throw rejected(403, 'records.dictionary_builtin', '内置字典项不能删除');
      forgetDictionaries(ctx.session.companyId);
    },
  }),
  bindRecord(receiptRuleRecord, { table: schema.receiptRules, beforeWrite: receiptSample }),
];
