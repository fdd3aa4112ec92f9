import type { z } from 'zod';
import type { ChargingItem } from '@pm/contracts';
import { chinaToday, formatAmount } from '@pm/domain';
import type { DbOrTx } from '@pm/db';
import { houseBindings } from './bindings.repo';

const UNIT: Record<string, string> = { area: '平方米', usage: '单位用量', house: '户', parking: '车位', persons: '人', days: '天' };
const LIFETIME: Record<string, string> = { '2': '一次性', '3': '按服务月', '4': '按协议' };

/** The price as shown: 2.30元/平方米, 120.00元, 阶梯单价 (2 decimals, 4 when it has more). */
function priceText(r: { priceMethod: string | null; basis: string | null; unitPrice: string | null; fixedAmount: string | null }): string {
  if (r.priceMethod === '2' && r.fixedAmount) return `${formatAmount(r.fixedAmount)}元`;
  if (r.priceMethod === '3') return '阶梯单价';
  if (r.unitPrice) return `${formatAmount(r.unitPrice)}元/${r.priceMethod === '4' ? '天' : (UNIT[r.basis ?? ''] ?? '单位')}`;
  return '';
}

const cycleText = (lifetime: string | null, months: number | null): string =>
  LIFETIME[lifetime ?? ''] ?? (months && months > 1 ? `每${months}个月` : '每月');

/**
 * A house's bound items and standards (live first): item, standard, price, cycle, dates and
 * target. The caller has checked the house belongs to its company.
 */
export async function houseChargingItems(db: DbOrTx, companyId: number, houseId: number): Promise<z.output<typeof ChargingItem>[]> {
  const rows = await houseBindings(db, companyId, houseId, chinaToday());
  return rows.map((r) => ({
    item: r.itemName ?? '',
    price: priceText(r),
    cycle: cycleText(r.lifetime, r.cycleMonths),
    startDate: r.startDate,
    bindingId: r.id,
    itemId: r.itemId,
    standardCode: r.standardCode,
    standardName: r.standardName ?? '',
    endDate: r.endDate,
    targetType: r.targetType,
    targetName: r.targetName ?? '',
  }));
}
