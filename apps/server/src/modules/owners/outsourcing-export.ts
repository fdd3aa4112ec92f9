import type { z } from 'zod';
import type { ExportPurpose, OutsourcingFilter } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { batchesAfter, exportWorkbook } from '../records';
import { estateOf } from './find-estate';
import * as repo from './outsourcing.repo';
import { toContractRow } from './outsourcing';

/** 外包合同导出: the filtered contracts with their paid and unpaid amounts (decimal text, exact). */
export async function exportContracts({ db }: { db: Db }, s: Session, filter: z.output<typeof OutsourcingFilter>, purpose: z.output<typeof ExportPurpose>) {
  if (filter.estateId) await estateOf(db, s, filter.estateId);
  async function* rows() {
    for await (const batch of batchesAfter((after, n) => repo.contractsAfter(db, s.companyId, filter, after, n), (r) => r.id))
      yield batch.map(toContractRow).map((r) => [r.contractNo, r.estateName, r.contractor, r.serviceKindName, r.startsOn, r.endsOn, r.amount, r.paid, r.unpaid, r.paymentTerms, r.statusName, r.voteTitle ?? '', r.signedOn ?? '']);
  }
  const filters = Object.fromEntries(Object.entries(filter).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  return exportWorkbook(db, s, {
    recordKey: 'owners-outsourcing',
    purpose,
    filters,
    title: '外包合同',
    header: ['合同编号', '楼盘', '服务单位', '服务类别', '开始日期', '截止日期', '合同金额', '已付', '未付', '付款方式', '状态', '业主表决', '签订日期'],
    rows: rows(),
  });
}
