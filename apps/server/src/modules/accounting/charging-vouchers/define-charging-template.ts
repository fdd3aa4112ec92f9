import {
  CHARGING_ENTRY_RULES,
  CHARGING_EVENT_LABELS,
  defaultChargingTemplate,
  SETTLE_METHODS,
  type ChargingEventKind,
  type ChargingVoucherTemplate,
  type ChartTemplateKey,
  type EntrySlot,
  type FeeKind,
} from '@pm/domain';

// The company's charging template as stored (acct_voucher_templates kind 'charging', one row per
// slot: event = the slot key, debitSubjectCode = its subject; the VAT rate in the 'vatRate' row's
// summary) ↔ the domain's ChargingVoucherTemplate. Missing rows take the chart's defaults.

export const FEE_KINDS: readonly FeeKind[] = ['property', 'parking', 'utilities', 'other'];
const FEE_LABELS: Record<FeeKind, string> = { property: '物业服务', parking: '停车', utilities: '代收水电', other: '其他收费' };
export const DEFAULT_VAT_RATE = '0.06';

export interface StoredRow {
  event: string | null;
  tenderMethod: string | null;
  debitSubjectCode: string | null;
  summary: string | null;
}

// The event column holds 16 characters: receivable:/revenue: are stored as recv:/rev:.
const toStored = (key: string) => key.replace(/^receivable:/, 'recv:').replace(/^revenue:/, 'rev:');
const fromStored = (event: string) => event.replace(/^recv:/, 'receivable:').replace(/^rev:/, 'revenue:');

/** Every slot key with its label and the template's subject. */
export function slotsOf(t: ChargingVoucherTemplate): { key: string; label: string; subjectCode: string }[] {
  return [
    ...Object.entries(t.tender).map(([m, code]) => ({ key: `tender:${m}`, label: `收款科目-${SETTLE_METHODS[m] ?? m}`, subjectCode: code })),
    ...FEE_KINDS.map((f) => ({ key: `receivable:${f}`, label: `应收科目-${FEE_LABELS[f]}`, subjectCode: t.receivable[f] })),
    ...FEE_KINDS.map((f) => ({ key: `revenue:${f}`, label: `收入科目-${FEE_LABELS[f]}`, subjectCode: t.revenue[f] })),
    { key: 'prepayment', label: '预收款科目', subjectCode: t.prepayment },
    { key: 'deposit', label: '押金科目', subjectCode: t.deposit },
    { key: 'lateFeeIncome', label: '违约金收入科目', subjectCode: t.lateFeeIncome },
    { key: 'vatOutput', label: '销项税额科目', subjectCode: t.vatOutput },
  ];
}

/** The template from the stored rows over the chart's defaults, and the VAT rate. */
export function templateOf(chart: ChartTemplateKey, rows: readonly StoredRow[], wordMode: string) {
  const d = defaultChargingTemplate(chart);
  const t = { ...d, tender: { ...d.tender }, receivable: { ...d.receivable }, revenue: { ...d.revenue }, word: wordMode === 'split' ? '转' : '记' };
  let vatRate = DEFAULT_VAT_RATE;
  for (const r of rows) {
    const code = r.debitSubjectCode ?? '';
    const [slot, sub] = fromStored(r.event ?? '').split(':') as [string, string | undefined];
    if (slot === 'vatRate') vatRate = r.summary ?? vatRate;
    else if (slot === 'tender' && sub) t.tender[sub] = code;
    else if (slot === 'receivable' && sub) t.receivable[sub as FeeKind] = code;
    else if (slot === 'revenue' && sub) t.revenue[sub as FeeKind] = code;
    else if (slot === 'prepayment' || slot === 'deposit' || slot === 'lateFeeIncome' || slot === 'vatOutput') t[slot] = code;
  }
  return { template: t, vatRate };
}

/** The rows to store for the slots given (over the current template) and the VAT rate. */
export function rowsOf(t: ChargingVoucherTemplate, vatRate: string) {
  return [
    ...slotsOf(t).map((s) => {
      const [slot, sub] = s.key.split(':');
      return { key: s.key, event: toStored(s.key), name: s.label, tenderMethod: slot === 'tender' ? (sub ?? null) : null, debitSubjectCode: s.subjectCode, summary: null };
    }),
    { key: 'vatRate', event: 'vatRate', name: '增值税税率', tenderMethod: null, debitSubjectCode: null, summary: vatRate },
  ];
}

/** The event → debit/credit table the slots give: money events per tender, receivable/revenue events per fee kind. */
export function eventTable(t: ChargingVoucherTemplate) {
  const out: { kind: string; label: string; tender: string | null; tenderName: string | null; feeKind: string | null; debitCode: string; creditCode: string }[] = [];
  for (const [kind, rule] of Object.entries(CHARGING_ENTRY_RULES) as [ChargingEventKind, { debit: EntrySlot; credit: EntrySlot }][]) {
    const byTender = rule.debit === 'tender' || rule.credit === 'tender';
    const byFee = [rule.debit, rule.credit].some((s) => s === 'receivable' || s === 'revenue');
    const tenders = byTender ? Object.keys(t.tender) : [null];
    const fees = byFee ? FEE_KINDS : [null];
    for (const tender of tenders)
      for (const fee of fees) {
        const code = (slot: EntrySlot) =>
          slot === 'tender' ? t.tender[tender!]! : slot === 'receivable' ? t.receivable[fee!] : slot === 'revenue' ? t.revenue[fee!] : slot === 'agency' ? t.revenue.utilities : t[slot];
        out.push({
          kind,
          label: CHARGING_EVENT_LABELS[kind] + (fee ? `-${FEE_LABELS[fee]}` : ''),
          tender,
          tenderName: tender ? (SETTLE_METHODS[tender] ?? tender) : null,
          feeKind: fee,
          debitCode: code(rule.debit),
          creditCode: code(rule.credit),
        });
      }
  }
  return out;
}
