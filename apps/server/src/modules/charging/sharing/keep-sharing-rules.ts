import type { z } from 'zod';
import type { adjustmentEndpoints, SharePreview, ShareRuleInput, ShareRuleRow } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import {
  dec,
  lineAmount,
  periodBounds,
  periodDueDate,
  SHARE_METHODS,
  shareByLargestRemainder,
  shareWeights,
  tieredCost,
  type RoundingMode,
  type ShareHouse,
  type ShareMethod,
} from '@pm/domain';
import type { Session } from '../../../http/session';
import { lineErrors } from '../lines/lines.errors';
import { billKey } from '../lines/build-line-keys';
import type { NewLine } from '../runs/compute-lines';
import { standardOn } from '../runs/compute-lines';
import { chargeItem, dueDaysOf, estateStandards, foreignIds } from '../runs/runs.repo';
import * as repo from './sharing.repo';

type RuleInput = z.output<typeof ShareRuleInput>;
type Preview = z.output<typeof SharePreview>;

/** What the bill runs need of sharing. */
export interface ShareLines {
  ruleHouseCount(tx: DbOrTx, companyId: number, estateId: number, ruleId: number, period: string): Promise<number>;
  shareRunLines(tx: DbOrTx, companyId: number, ruleId: number, period: string): Promise<(NewLine & { shareRuleId: number })[]>;
}

/** Share-method labels (domain SHARE_METHODS). */
export const shareMethodLabel = (method: string): string => SHARE_METHODS.find((m) => String(m.code) === method)?.label ?? method;

function ruleAnswer(row: NonNullable<Awaited<ReturnType<typeof repo.findRule>>>): z.output<typeof ShareRuleRow> {
  const { rule } = row;
  return {
    id: rule.id,
    estateId: rule.estateId,
    estateName: row.estateName,
    itemId: rule.itemId,
    itemName: row.itemName,
    name: rule.name,
    method: rule.method,
    meterId: rule.meterId,
    meterCode: row.meterCode,
    standardCode: rule.standardCode,
    amount: rule.amount === null ? null : dec(rule.amount).toFixed(2),
    scope: rule.scope,
    buildingId: rule.buildingId,
    areaType: rule.areaType,
    houses: row.houses,
    active: rule.active,
    remark: rule.remark,
  };
}

/**
 * 费用分摊: a shared meter's audited usage priced by a standard, or a fixed amount, split over the
 * rule's houses by the method's weights with the largest-remainder method, so the parts always sum
 * to the total to the fen.
 */
export class Sharing implements ShareLines {
  constructor(private readonly db: Db) {}

  async page(session: Session, q: z.output<typeof adjustmentEndpoints.listShareRules.input>) {
    const { total, rows } = await repo.pageRules(this.db, session.companyId, q);
    return { total, page: q.page, size: q.size, rows: rows.map(ruleAnswer) };
  }

  /** A rule with its own houses and weights (another company's: 404). */
  async detail(session: Session, id: number) {
    const rule = await this.one(session.companyId, id);
    const members = await repo.ruleMembers(this.db, id);
    return { ...rule, members: members.map((m) => ({ houseId: m.houseId, weight: m.weight === null ? null : dec(m.weight).toFixed(4) })) };
  }

  async create(session: Session, input: RuleInput) {
    const id = await this.db.transaction(async (tx) => {
      await this.check(tx, session.companyId, input);
      const ruleId = await repo.insertRule(tx, session.companyId, { ...this.values(input), createdBy: session.userId, updatedBy: session.userId });
      await repo.replaceRuleHouses(tx, ruleId, this.houses(input));
      return ruleId;
    });
    return this.one(session.companyId, id);
  }

  async update(session: Session, id: number, input: RuleInput) {
    await this.db.transaction(async (tx) => {
      if (!(await repo.lockRule(tx, session.companyId, id))) throw lineErrors.shareRuleNotFound();
      await this.check(tx, session.companyId, input);
      await repo.updateRule(tx, session.companyId, id, { ...this.values(input), updatedBy: session.userId });
      await repo.replaceRuleHouses(tx, id, this.houses(input));
    });
    return this.one(session.companyId, id);
  }

  async remove(session: Session, id: number) {
    await this.db.transaction(async (tx) => {
      if (!(await repo.lockRule(tx, session.companyId, id))) throw lineErrors.shareRuleNotFound();
      if (await repo.ruleHasLines(tx, session.companyId, id)) throw lineErrors.shareRuleUsed();
      await repo.deleteRule(tx, session.companyId, id);
    });
    return null;
  }

  async preview(session: Session, ruleId: number, period: string): Promise<Preview> {
    const share = await this.compute(this.db, session.companyId, ruleId, period);
    return { ruleId, period, usage: share.usage, total: share.total, parts: share.parts.map(({ houseId, houseCode, houseName, weight, amount }) => ({ houseId, houseCode, houseName, weight, amount })) };
  }

  async ruleHouseCount(tx: DbOrTx, companyId: number, estateId: number, ruleId: number): Promise<number> {
    const found = await repo.findRule(tx, companyId, ruleId);
    if (!found || found.rule.estateId !== estateId) throw lineErrors.badRun('shareRuleId', '分摊设置不属于该楼盘');
    return repo.countRuleHouses(tx, found.rule);
  }

  async shareRunLines(tx: DbOrTx, companyId: number, ruleId: number, period: string) {
    const share = await this.compute(tx, companyId, ruleId, period);
    const dueDays = await dueDaysOf(tx, companyId, share.rule.estateId);
    const { first, last } = periodBounds(period);
    return share.parts.map((part) => ({
      houseId: part.houseId,
      itemId: share.rule.itemId,
      targetType: 'share',
      targetId: ruleId,
      standardId: null,
      period,
      periodFrom: first,
      periodTo: last,
      billKey: billKey(part.houseId, share.rule.itemId, 'share', ruleId, period),
      quantity: part.weight,
      unitPrice: null,
      fraction: null,
      gross: part.amount,
      net: part.amount,
      dueDate: periodDueDate(period, dueDays(share.rule.itemId)),
      status: 'pending_audit' as const,
      readingId: null,
      remark: share.rule.name.slice(0, 200),
      shareRuleId: ruleId,
    }));
  }

  /** The house tree's 公摊: the house's real share lines. */
  async houseItems(companyId: number, houseId: number) {
    const rows = await repo.houseShareLines(this.db, companyId, houseId);
    return rows.map((row) => ({ item: row.item, method: shareMethodLabel(row.method), amount: dec(row.net ?? '0').toFixed(2), period: row.period }));
  }

  private async one(companyId: number, id: number) {
    const row = await repo.findRule(this.db, companyId, id);
    if (!row) throw lineErrors.shareRuleNotFound();
    return ruleAnswer(row);
  }

  private values(input: RuleInput): repo.ShareRuleValues {
    return {
      estateId: input.estateId,
      itemId: input.itemId,
      name: input.name,
      method: input.method,
      meterId: input.meterId ?? null,
      standardCode: input.meterId ? (input.standardCode ?? null) : null,
      amount: input.meterId ? null : (input.amount ?? null),
      scope: input.scope,
      buildingId: input.scope === 'building' ? (input.buildingId ?? null) : null,
      areaType: input.areaType,
      active: input.active,
      remark: input.remark ?? null,
    };
  }

  private houses(input: RuleInput) {
    return (input.houses ?? []).map((x) => ({ houseId: x.houseId, weight: x.weight ?? null }));
  }

  private async check(tx: DbOrTx, companyId: number, input: RuleInput) {
    if (!(await repo.estateOf(tx, companyId, input.estateId))) throw lineErrors.estateNotFound();
    if (!(await chargeItem(tx, companyId, input.itemId))) throw lineErrors.badInput('itemId', '收费项目不存在');
    if (input.meterId) {
      const meter = await repo.meterOf(tx, companyId, input.meterId);
      if (!meter || meter.estateId !== input.estateId) throw lineErrors.badInput('meterId', '仪表不属于该楼盘');
      if (meter.useAttr !== '2' && meter.useAttr !== '3') throw lineErrors.badInput('meterId', '分摊仪表须为公共表或总表');
      if (!input.standardCode) throw lineErrors.badInput('standardCode', '请选择计价的收费标准');
      if (!(await repo.standardExists(tx, companyId, input.estateId, input.standardCode))) throw lineErrors.badInput('standardCode', '收费标准不存在');
    } else if (!input.amount) {
      throw lineErrors.badInput('amount', '请选择分摊仪表或输入分摊金额');
    }
    if (input.scope === 'building') {
      const building = input.buildingId ? await repo.buildingOf(tx, companyId, input.buildingId) : undefined;
      if (!building || building.estateId !== input.estateId) throw lineErrors.badInput('buildingId', '请选择该楼盘的楼宇');
    }
    if (input.scope === 'houses') {
      const ids = (input.houses ?? []).map((x) => x.houseId);
      if (ids.length === 0) throw lineErrors.badInput('houses', '请选择分摊的房屋');
      if (new Set(ids).size !== ids.length) throw lineErrors.badInput('houses', '房屋重复');
      if ((await foreignIds(tx, companyId, input.estateId, 'house', ids)).length) throw lineErrors.badInput('houses', '房屋不属于该楼盘');
    }
  }

  /** The period's total and each house's part (largest remainder, parts sum to the total). */
  private async compute(tx: DbOrTx, companyId: number, ruleId: number, period: string) {
    const found = await repo.findRule(tx, companyId, ruleId);
    if (!found) throw lineErrors.shareRuleNotFound();
    const rule = found.rule;
    let usage: string | null = null;
    let total: string;
    if (rule.meterId) {
      const read = await repo.meterUsage(tx, companyId, rule.meterId, period);
      if (read === undefined) throw lineErrors.shareRefused(`分摊仪表${found.meterCode ?? ''}没有${period}已审核的抄表`);
      usage = dec(read).toFixed(4);
      const versions = (await estateStandards(tx, companyId, rule.estateId)).get(rule.standardCode ?? '') ?? [];
      const standard = standardOn(versions, periodBounds(period).first) ?? standardOn(versions, periodBounds(period).last);
      if (!standard) throw lineErrors.shareRefused(`收费标准${rule.standardCode ?? ''}在${period}没有有效版本`);
      const rounding = standard.rounding as RoundingMode;
      total = standard.priceMethod === '3' ? tieredCost(standard.tiers, usage, rounding) : lineAmount({ quantity: usage, unitPrice: standard.unitPrice ?? '0', rounding });
    } else {
      total = dec(rule.amount ?? '0').toFixed(2);
    }
    const houses = await repo.ruleHouses(tx, rule);
    if (houses.length === 0) throw lineErrors.shareRefused('没有可分摊的房屋');
    const method = Number(rule.method) as ShareMethod;
    const ids = houses.map((x) => x.id);
    const water = method === 10 ? await repo.houseUsages(tx, companyId, ids, '1', period) : new Map<number, string>();
    const power = method === 11 ? await repo.houseUsages(tx, companyId, ids, '2', period) : new Map<number, string>();
    const facts: ShareHouse[] = houses.map((x) => {
      const area = rule.areaType === '2' ? x.useArea : rule.areaType === '3' ? x.innerArea : x.buildArea;
      return {
        key: x.code,
        ...(area !== null ? { area } : {}),
        ...(x.floor !== null ? { floor: x.floor } : {}),
        waterUsage: water.get(x.id) ?? '0',
        electricityUsage: power.get(x.id) ?? '0',
        persons: x.weight !== null ? Number(x.weight) : x.residents,
        ...(x.weight !== null ? { daysOccupied: Number(x.weight), coefficient: x.weight } : {}),
      };
    });
    const weights = shareWeights(method, facts);
    if ('error' in weights) throw lineErrors.shareRefused(weights.error);
    const split = shareByLargestRemainder(total, weights.parts);
    if ('error' in split) throw lineErrors.shareRefused(split.error);
    const parts = houses.map((x, i) => ({
      houseId: x.id,
      houseCode: x.code,
      houseName: x.name,
      weight: dec(weights.parts[i]!.weight).toDecimalPlaces(4).toFixed(),
      amount: split.shares[i]!.amount,
    }));
    return { rule, usage, total, parts };
  }
}
