import type { z } from 'zod';
import type { ExportPurpose, ReadingAuditInput, ReadingInput, ReadingQuery, ReadingRow } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { conflict } from '../../../errors/app-error';
import type { Session } from '../../../http/session';
import { effectiveDictionaries, exportWorkbook, logOperation, type WorkbookExport } from '../../records/index';
import { chargingNotFound, fieldError, readingLocked, selfAudit } from '../charging.errors';
import { previousReading, readingOutcome } from './compute-reading-outcome';
import * as repo from './readings.repo';
import { estateOf, userNames } from '../setup.repo';

type Query = z.output<typeof ReadingQuery>;
type Row = z.output<typeof ReadingRow>;
type Input = z.output<typeof ReadingInput>;
type AuditInput = z.output<typeof ReadingAuditInput>;

export const READINGS_KEY = 'charging-readings';
const STATE_NAMES: Record<string, string> = { W: '待审核', C: '已审核', F: '已驳回' };

/** 抄表录入: the reading sheet of an estate and period, saving a reading, the audit, the export. */
export class Readings {
  constructor(private readonly db: Db) {}

  /** The sheet rows of these meters for the period: previous reading, this period's reading, names. */
  async sheetRows(db: DbOrTx, companyId: number, meters: repo.MeterListed[], period: string): Promise<Row[]> {
    const ids = meters.map((m) => m.id);
    const [readings, history, dicts] = await Promise.all([
      repo.readingsOf(db, companyId, ids, period),
      repo.auditedHistory(db, companyId, ids, period),
      effectiveDictionaries(db, companyId),
    ]);
    const byMeter = new Map(readings.map((r) => [r.meterId, r]));
    const names = await userNames(db, companyId, readings.flatMap((r) => [r.readBy, r.auditedBy]).filter((id): id is number => id !== null));
    const kinds = dicts.meter_kind ?? [];
    return meters.map((m) => {
      const r = byMeter.get(m.id);
      return {
        meterId: m.id,
        meterCode: m.code,
        kind: m.kind,
        kindName: kinds.find((k) => k.value === m.kind)?.cn ?? m.kind,
        useAttr: m.useAttr,
        multiplier: m.multiplier,
        houseId: m.houseId,
        houseCode: m.houseCode,
        houseName: m.houseName,
        period,
        previous: r ? r.previous : previousReading(history.get(m.id), m.initialReading),
        readingId: r?.id ?? null,
        current: r?.current ?? null,
        usage: r?.usage ?? null,
        rolledOver: r?.rolledOver ?? false,
        unusual: r?.unusual ?? false,
        state: (r?.state as Row['state'] | undefined) ?? null,
        readOn: r?.readOn ?? null,
        readByName: r?.readBy ? (names.get(r.readBy) ?? null) : null,
        auditedByName: r?.auditedBy ? (names.get(r.auditedBy) ?? null) : null,
        billed: r?.billed ?? false,
        remark: r?.remark ?? null,
      };
    });
  }

  async sheet(s: Session, query: Query) {
    const { page, size, estateId, period } = query;
    if (!(await estateOf(this.db, s.companyId, estateId))) throw chargingNotFound('楼盘');
    const where = repo.sheetWhere(s.companyId, estateId, period, query);
    const { total, rows } = await repo.meterPage(this.db, where, page, size);
    return { total, page, size, rows: await this.sheetRows(this.db, s.companyId, rows, period) };
  }

  /**
   * Enters or corrects a meter's reading of a period (the reader is the caller). Refused once
   * audited or billed, and below the previous reading unless rolled over. The meter row is locked,
   * so two readers of one meter write one after the other.
   */
  async save(s: Session, input: Input): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const meter = await repo.meterOf(tx, s.companyId, input.meterId, true);
      if (!meter) throw chargingNotFound('仪表');
      const [existing] = await repo.readingsOf(tx, s.companyId, [meter.id], input.period, true);
      if (existing?.state === 'C') throw readingLocked('audited');
      if (existing?.billed) throw readingLocked('billed');
      const history = (await repo.auditedHistory(tx, s.companyId, [meter.id], input.period)).get(meter.id);
      const outcome = readingOutcome({ previous: previousReading(history, meter.initialReading), current: input.current, rolledOver: input.rolledOver, multiplier: meter.multiplier, history });
      if (!outcome.ok) throw fieldError('current', outcome.message, outcome.errorCode);
      const values = {
        previous: outcome.previous,
        current: input.current,
        usage: outcome.usage,
        rolledOver: outcome.rolledOver,
        unusual: outcome.unusual,
        state: 'W',
        readOn: input.readOn,
        readBy: s.userId,
        auditedBy: null,
        auditedAt: null,
        remark: input.remark ?? null,
        updatedBy: s.userId,
      };
      if (existing) await repo.updateReading(tx, existing.id, values);
      else await repo.insertReadings(tx, [{ ...values, companyId: s.companyId, estateId: meter.estateId, meterId: meter.id, houseId: meter.houseId, period: input.period, createdBy: s.userId }]);
      await logOperation(tx, s, { recordKey: READINGS_KEY, recordId: existing?.id ?? null, action: existing ? 'update' : 'create', detail: { meter: meter.code, period: input.period } });
      const [row] = await this.sheetRows(tx, s.companyId, [meter], input.period);
      if (!row) throw chargingNotFound('读数');
      return row;
    });
  }

  /**
   * Approves (→ C, auditor and time recorded) or rejects (→ F) readings waiting for audit; all or
   * nothing. A reader never audits their own reading.
   */
  async audit(s: Session, input: AuditInput) {
    const ids = [...new Set(input.ids)];
    return this.db.transaction(async (tx) => {
      const rows = await repo.readingsByIds(tx, s.companyId, ids);
      if (rows.length !== ids.length) throw chargingNotFound('读数');
      const notPending = rows.find((r) => r.state !== 'W');
      if (notPending)
        throw conflict('charging.reading_not_pending', `仪表${notPending.meterCode}的读数${STATE_NAMES[notPending.state] ?? ''}，只能审核待审核的读数`);
      if (rows.some((r) => r.readBy === s.userId)) throw selfAudit();
      await repo.setReadingsState(tx, ids, input.approve ? 'C' : 'F', s.userId);
      await logOperation(tx, s, { recordKey: READINGS_KEY, recordId: null, action: input.approve ? 'approve' : 'reject', detail: { ids, note: input.note ?? null } });
      return { changed: ids.length };
    });
  }

  /** The sheet as a workbook whose columns the import reads back (仪表编号, 期间, 本期读数, 抄表日期, 回零, 备注). */
  async export(s: Session, query: Omit<Query, 'page' | 'size'>, purpose: z.output<typeof ExportPurpose>): Promise<WorkbookExport> {
    if (!(await estateOf(this.db, s.companyId, query.estateId))) throw chargingNotFound('楼盘');
    const where = repo.sheetWhere(s.companyId, query.estateId, query.period, query);
    const header = ['仪表编号', '房屋编号', '房屋名称', '仪表种类', '倍率', '期间', '上期读数', '本期读数', '抄表日期', '回零', '用量', '异常', '状态', '抄表人', '审核人', '备注'];
    const sheetRows = (meters: repo.MeterListed[]) => this.sheetRows(this.db, s.companyId, meters, query.period);
    const rows = (async function* (db: Db) {
      let after = 0;
      for (;;) {
        const meters = await repo.metersAfter(db, where, after, 2000);
        if (meters.length === 0) return;
        const sheet = await sheetRows(meters);
        yield sheet.map((r) => [r.meterCode, r.houseCode, r.houseName, r.kindName, r.multiplier, r.period, r.previous, r.current, r.readOn, r.rolledOver ? '是' : '否', r.usage, r.unusual ? '是' : '否', r.state ? (STATE_NAMES[r.state] ?? r.state) : '未抄', r.readByName, r.auditedByName, r.remark]);
        after = meters[meters.length - 1]?.id ?? after;
        if (meters.length < 2000) return;
      }
    })(this.db);
    const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
    return exportWorkbook(this.db, s, { recordKey: READINGS_KEY, purpose, filters, title: '抄表录入', header, rows });
  }
}
