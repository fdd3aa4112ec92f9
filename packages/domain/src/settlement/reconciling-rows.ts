// 收费日报 / 结算汇总 by item: the items sum what payments settled of bill lines, the total is what
// the counter took in. A payment's total = Σ allocations + Σ entries on the house's accounts (the
// ledger's balance rule), so the account entries, grouped below, are what reconciles the two:
// money put into an account is taken in but settles no line; an offset settles a line with money
// taken before. A 冲红 nets into the row of what it reverses, as it nets into its items.

export type ReconcilingKey = 'prepay-in' | 'prepay-offset' | 'prepay-out' | 'deposit-in' | 'deposit-out' | 'change-in' | 'change-out' | 'agency-out';

/** The reconciling rows in the order a report shows them, with their names (zh-CN). */
export const RECONCILING_ROWS: readonly { key: ReconcilingKey; name: string }[] = [
  { key: 'prepay-in', name: '预交款转入' },
  { key: 'prepay-offset', name: '预交款冲抵' },
  { key: 'prepay-out', name: '预交款退付' },
  { key: 'deposit-in', name: '收押' },
  { key: 'deposit-out', name: '退押' },
  { key: 'change-in', name: '存零转入' },
  { key: 'change-out', name: '存零退付' },
  { key: 'agency-out', name: '委付' },
];
