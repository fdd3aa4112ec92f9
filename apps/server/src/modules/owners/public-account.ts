import type { z } from 'zod';
import type { PublicAccountQuery, PublicEntryInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chinaDay, dec, OUTSOURCING_SPENDING_KIND, publicEntry } from '@pm/domain';
import type { Session } from '../../http/session';
import * as repo from './accounts.repo';
import { toEntry } from './entry-rows';
import { estateOf } from './find-estate';
import { fieldError, ownersErrors } from './owners.errors';

// 公共账户: the estate's public income (公共收益) and its spending, each entry with its source document.

type Deps = { db: Db };

/** The account's entries newest first, its balance and the sums in and out. */
export async function publicAccount({ db }: Deps, s: Session, q: z.output<typeof PublicAccountQuery>) {
  const estate = await estateOf(db, s, q.estateId);
  const key = { companyId: s.companyId, estateId: estate.id, kind: 'public' as const, houseId: 0 };
  const account = await repo.findAccount(db, key);
  const page = account ? await repo.entryPage(db, s.companyId, account.id, q.page, q.size) : { total: 0, rows: [] };
  const totals = account ? await repo.entryTotals(db, s.companyId, account.id) : [];
  const sum = (kind: string) => dec(totals.find((t) => t.kind === kind)?.total ?? '0').abs().toFixed(2);
  return {
    estateId: estate.id,
    estateName: estate.name,
    balance: dec(account?.balance ?? '0').toFixed(2),
    income: sum('income'),
    spending: sum('spending'),
    total: page.total,
    page: q.page,
    size: q.size,
    rows: page.rows.map(toEntry),
  };
}

/** What a spending pays for: a budget line or an outsourcing contract, checked under its row lock. */
export interface SpendingLink {
  set: { budgetLineId: number } | { outsourcingContractId: number };
  check: (tx: DbOrTx) => Promise<void>;
}

/** Income in, or spending out (never below the balance, checked under the account's lock). */
export async function addPublicEntry({ db }: Deps, s: Session, direction: 'income' | 'spending', input: z.output<typeof PublicEntryInput>, link?: SpendingLink) {
  const estate = await estateOf(db, s, input.estateId);
  if (direction === 'spending' && input.kind === OUTSOURCING_SPENDING_KIND && !(link && 'outsourcingContractId' in link.set))
    throw fieldError('kind', '外包服务费请在外包管理中按合同付款');
  const id = await db.transaction(async (tx) => {
    // The budget's or contract's step is checked under its row lock before the account's (closing and ending take the same order).
    if (link) await link.check(tx);
    const account = await repo.lockAccount(tx, { companyId: s.companyId, estateId: estate.id, kind: 'public', houseId: 0 });
    const checked = publicEntry({ direction, kind: input.kind, amount: input.amount, sourceDoc: input.sourceDoc, balance: account.balance });
    if ('error' in checked) {
      if (checked.field === 'amount' && direction === 'spending' && !checked.error.startsWith('金额')) throw ownersErrors.withdrawalShort(checked.error);
      throw fieldError(checked.field, checked.error);
    }
    const [row] = await repo.insertEntries(tx, [
      {
        companyId: s.companyId,
        accountId: account.id,
        kind: direction,
        category: input.kind,
        amount: checked.amount,
        entryDate: input.entryDate ?? chinaDay(),
        summary: input.summary,
        sourceDoc: input.sourceDoc,
        ...(link ? link.set : {}),
        createdBy: s.userId,
      },
    ]);
    return row!.id;
  });
  const [entry] = await repo.entriesById(db, s.companyId, [id]);
  return toEntry(entry!);
}
