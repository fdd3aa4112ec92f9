import { PUBLIC_INCOME_KINDS, PUBLIC_SPENDING_KINDS, REPAIR_ENTRY_KINDS } from '@pm/domain';

// An account entry as answered (contract AccountEntry): kind and category with their Chinese names.

const KIND_NAMES: Record<string, string> = { income: '收入', spending: '支出', ...REPAIR_ENTRY_KINDS };
const CATEGORY_NAMES: Record<string, Record<string, string>> = { income: PUBLIC_INCOME_KINDS, spending: PUBLIC_SPENDING_KINDS };

export interface EntryRecord {
  id: number;
  seq: number;
  kind: string;
  category: string;
  amount: string;
  balanceAfter: string;
  entryDate: string;
  summary: string;
  sourceDoc: string;
  createdAt: Date;
  houseId: number | null;
  houseCode: string | null;
}

export function toEntry(r: EntryRecord) {
  return {
    id: r.id,
    seq: r.seq,
    kind: r.kind,
    kindName: KIND_NAMES[r.kind] ?? r.kind,
    category: r.category,
    categoryName: CATEGORY_NAMES[r.kind]?.[r.category] ?? KIND_NAMES[r.category] ?? r.category,
    amount: r.amount,
    balanceAfter: r.balanceAfter,
    entryDate: r.entryDate,
    summary: r.summary,
    sourceDoc: r.sourceDoc,
    houseId: r.houseId === 0 ? null : r.houseId,
    houseCode: r.houseCode,
    createdAt: r.createdAt.toISOString(),
  };
}
