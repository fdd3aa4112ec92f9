import { z } from 'zod';
import { integer } from '../core/integers';
import { reads, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { PageQuery, pageOf } from '../core/paging';
import { ExportPurpose } from '../records/records.endpoints';
import { decimalText } from '../charging/charging.schemas';
import { Id, Money } from './settlement.schemas';

const tag = 'settlement';
const roles: readonly Role[] = ['emp', 'sa'];

// 欠费 (charging/arrears/query and detail, search/panel/receivable): what houses owe now, from the
// live ledger (house_receivables and bill_line_open), aged by days past due (notes C20).

/** Ageing buckets of charging note rule 23. */
export const AgeingBucket = z.enum(['d1_30', 'd31_90', 'd91_180', 'd181_365', 'y1_2', 'y2_3', 'y3_plus'], { error: '账龄不正确' });
export const BucketSum = z.object({ code: AgeingBucket, label: z.string(), houses: z.number(), lines: z.number(), amount: Money });

export const ArrearsHouseQuery = PageQuery.extend({
  estateId: Id.optional(),
  buildingId: Id.optional(),
  minAmount: decimalText('最低欠费金额', 2).optional(),
  /** Only houses whose oldest open line is at least this many days past due. */
  minDays: integer(z.number({ error: '逾期天数必须是整数' }).int('逾期天数必须是整数').min(0, '逾期天数不能为负数').max(36500).optional()),
  q: z.string().trim().check(maxChars(50)).optional(),
  sort: z.enum(['amount', 'days', 'code'], { error: '排序方式不正确' }).default('amount'),
});
export const ArrearsHouseRow = z.object({
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  estateName: z.string(),
  buildingName: z.string().nullable(),
  ownerName: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  /** Open principal of lines already due. */
  open: Money,
  openLines: z.number(),
  months: z.number(),
  oldestDueDate: z.string(),
  daysOverdue: z.number(),
  /** Late fee as of today on every open line. */
  lateFee: Money,
});
export const ArrearsHousePage = pageOf(ArrearsHouseRow).extend({ sumOpen: Money, sumLateFee: Money });

export const ArrearsLineQuery = PageQuery.extend({
  estateId: Id.optional(),
  buildingId: Id.optional(),
  houseId: Id.optional(),
  itemId: Id.optional(),
  bucket: AgeingBucket.optional(),
  q: z.string().trim().check(maxChars(50)).optional(),
});
export const ArrearsLineRow = z.object({
  lineId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  itemName: z.string(),
  period: z.string(),
  dueDate: z.string(),
  net: Money,
  open: Money,
  daysOverdue: z.number(),
  bucket: AgeingBucket,
  bucketLabel: z.string(),
  lateFee: Money,
});
export const ArrearsLinePage = pageOf(ArrearsLineRow).extend({ sumOpen: Money, sumLateFee: Money });

export const AgeingQuery = z.object({ estateId: Id.optional() });
export const AgeingReport = z.object({
  asOf: z.string(),
  buckets: z.array(BucketSum),
  total: z.object({ houses: z.number(), lines: z.number(), amount: Money }),
  byEstate: z.array(z.object({ estateId: z.number(), estateName: z.string(), houses: z.number(), amount: Money })),
});

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging/arrears${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const exportOf = <I extends z.ZodType>(path: string, input: I, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging/arrears${path}`, input, output: z.null(), raw: true, auth: 'session', roles, rights, summary, tag });
export const ArrearsHouseExport = ArrearsHouseQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape);
export const ArrearsLineExport = ArrearsLineQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape);

export const arrearsEndpoints = {
  arrearsHouses: post('/houses', ArrearsHouseQuery, ArrearsHousePage, '欠费查询：欠费房屋（实时，含违约金）', reads('charge_arrears-query', 'charge_arrears-detail')),
  exportArrearsHouses: exportOf('/houses/export', ArrearsHouseExport, '导出欠费房屋（Excel）', reads('charge_arrears-query', 'charge_arrears-detail')),
  arrearsLines: post('/lines', ArrearsLineQuery, ArrearsLinePage, '欠费明细：逐条欠费、账龄与违约金', reads('charge_arrears-query', 'charge_arrears-detail')),
  exportArrearsLines: exportOf('/lines/export', ArrearsLineExport, '导出欠费明细（Excel）', reads('charge_arrears-query', 'charge_arrears-detail')),
  ageing: post('/ageing', AgeingQuery, AgeingReport, '账龄分析：各账龄段的户数、条数与金额', reads('charge_arrears-query', 'charge_arrears-detail')),
};
