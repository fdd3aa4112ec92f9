// 结算类型 (spec §9 settle types 1-14; 13 names for 14 values). What each one does is written
// in docs/decisions.md ("Settle types"); value 14 is 冲红, the reversal of a payment, which the
// spec's list leaves unnamed.

import { type SETTLE_METHOD_CODES, type SETTLE_TYPE_CODES } from '../vocabulary/settlement-words';

export type SettleType = (typeof SETTLE_TYPE_CODES)[number];
export type SettleMethodCode = (typeof SETTLE_METHOD_CODES)[number];

export interface SettleTypeInfo {
  code: SettleType;
  name: string;
  /** in: money received; out: money paid back or over. */
  direction: 'in' | 'out';
  /** What the money moves: bill lines, a house account, or the estate's agency account. */
  moves: 'lines' | 'prepay' | 'deposit' | 'change' | 'agency' | 'reversal' | 'opening';
}

export const SETTLE_TYPES: readonly SettleTypeInfo[] = [
  { code: '1', name: '收费', direction: 'in', moves: 'lines' },
  { code: '2', name: '预交', direction: 'in', moves: 'prepay' },
  { code: '3', name: '收押', direction: 'in', moves: 'deposit' },
  { code: '4', name: '特服', direction: 'in', moves: 'lines' },
  { code: '5', name: '委收', direction: 'in', moves: 'lines' },
  { code: '6', name: '其他', direction: 'in', moves: 'lines' },
  { code: '7', name: '退押', direction: 'out', moves: 'deposit' },
  { code: '8', name: '退预交款', direction: 'out', moves: 'prepay' },
  { code: '9', name: '经付', direction: 'out', moves: 'prepay' },
  { code: '10', name: '委付', direction: 'out', moves: 'agency' },
  { code: '11', name: '退存零款', direction: 'out', moves: 'change' },
  { code: '12', name: '托收', direction: 'in', moves: 'lines' },
  { code: '13', name: '退房预交', direction: 'out', moves: 'prepay' },
  { code: '14', name: '冲红', direction: 'out', moves: 'reversal' },
  // 期初: balances (预交款, 存零, 押金) an opening import brought over; no money moved that day (docs/decisions.md).
  { code: '15', name: '期初', direction: 'in', moves: 'opening' },
];

const byCode = new Map(SETTLE_TYPES.map((t) => [t.code, t]));

export function settleTypeInfo(code: string): SettleTypeInfo | undefined {
  return byCode.get(code as SettleType);
}

/** Settle methods of spec §9: 1 现金 2 转账 3 刷卡 4 微信 5 支付宝 6 微信线上 10 企业微信. */
export const SETTLE_METHODS: Readonly<Record<string, string>> = {
  '1': '现金',
  '2': '转账',
  '3': '刷卡',
  '4': '微信',
  '5': '支付宝',
  '6': '微信线上',
  '10': '企业微信',
} satisfies Record<SettleMethodCode, string>;
