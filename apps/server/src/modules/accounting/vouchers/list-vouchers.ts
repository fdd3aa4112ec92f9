import type { VoucherPage, VoucherQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { listSort } from '../../records';
import { subjectById } from '../subjects/subjects.repo';
import { header } from './read-voucher';
import { acctErrors } from './vouchers.errors';
import { voucherPage, voucherSums, type VoucherFilter } from './vouchers-list.repo';

/**
 * The list's filter with its subject resolved: a subject of another company or none at all is
 * refused (404 科目不存在), so the list and its export check it before they read or send anything.
 */
export async function voucherFilterOf(db: Db, s: Session, q: Omit<VoucherQuery, 'page' | 'size'>): Promise<VoucherFilter> {
  if (!q.subjectId) return { ...q, subjectCode: undefined };
  const subject = await subjectById(db, q.subjectId);
  if (!subject || subject.companyId !== s.companyId) throw acctErrors.subjectNotFound();
  return { ...q, subjectCode: subject.code };
}

/** 凭证查询: filtered, paged and sorted (default period and number, newest first), with the sums of the whole filter. */
export async function listVouchers({ db }: { db: Db }, s: Session, q: VoucherQuery, resolved?: VoucherFilter): Promise<VoucherPage> {
  const sort = listSort(q, {
    sortable: ['number', 'voucherDate', 'amount', 'createdAt'],
    defaultSort: { field: 'number', order: 'desc' },
  });
  const filter = resolved ?? (await voucherFilterOf(db, s, q));
  const [{ total, rows }, sums] = await Promise.all([
    voucherPage(db, s.companyId, filter, sort, q.page, q.size),
    voucherSums(db, s.companyId, filter),
  ]);
  return {
    total,
    page: q.page,
    size: q.size,
    sumDebit: sums.debit,
    sumCredit: sums.credit,
    rows: rows.map((r) => {
      const names = new Map<number, string>();
      for (const [id, name] of [
        [r.makerId, r.makerName],
        [r.auditorId, r.auditorName],
        [r.posterId, r.posterName],
      ] as const)
        if (id !== null && typeof name === 'string') names.set(id, name);
      return {
        ...header(r, names),
        summary: r.summary,
        lineCount: Number(r.lineCount),
        reversalOfId: r.reversalOf,
        reversedById: r.reversedById === null || r.reversedById === undefined ? null : Number(r.reversedById),
      };
    }),
  };
}
