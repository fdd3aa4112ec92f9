import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { PageQuery, pageOf } from '../core/paging';
import { reads, writes, type EndpointRights } from '../core/rights';
import { decimalText } from '../charging/charging.schemas';
import { Id, Money, Payment, PersonName, Reason, RefundSettleType, Tenders } from './settlement.schemas';

const tag = 'settlement';
const roles: readonly Role[] = ['emp', 'sa'];

// 退款审批 (issue 24, 审批分离; docs/decisions.md): a refund out of a house's accounts is entered as a request; no money
// moves and no receipt number is taken until another person approves it. The approval pays it out in the same
// transaction as the state change (the payment, receipt and account entries a refund always wrote); a rejection
// records who and why. A request is decided once.

/**
 * Money to pay back out of a house's account: 7 退押 (a deposit, `itemId`), 8 退预交款, 9 经付 (paid to a third party
 * for the owner from the pre-payment), 11 退存零款, 13 退房预交 (moving out: the whole pre-payment and 存零 balance).
 * Tenders say how it is to be paid back and sum to `amount`.
 */
export const RefundInput = z.object({
  houseId: Id,
  settleType: RefundSettleType,
  itemId: Id.optional(),
  amount: decimalText('退款金额', 2, { positive: true }),
  tenders: Tenders,
  payeeName: PersonName.optional(),
  reason: Reason,
});

export const RefundRequestState = z.enum(['pending', 'approved', 'rejected'], { error: '审批状态不正确' });

/** A refund request as listed and answered: what was asked, its state, who asked and who decided. */
export const RefundRequest = z.object({
  id: z.number(),
  estateId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  settleType: RefundSettleType,
  settleTypeName: z.string(),
  itemId: z.number().nullable(),
  /** 退押: the deposit item. */
  itemName: z.string().nullable(),
  /** To pay back: positive. */
  amount: Money,
  /** The tenders asked for, e.g. "现金 30.00". */
  methods: z.string(),
  payeeName: z.string().nullable(),
  reason: z.string(),
  /** pending 待审批 | approved 已审批 | rejected 已驳回 */
  state: RefundRequestState,
  requestedById: z.number(),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Approved: the refund's payment and its receipt number. */
  paymentId: z.number().nullable(),
  receiptNo: z.string().nullable(),
});

export const RefundRequestQuery = PageQuery.extend({
  estateId: Id.optional(),
  houseId: Id.optional(),
  /** Default: every state. */
  state: RefundRequestState.optional(),
});
export const RefundRequestPage = pageOf(RefundRequest);

export const RefundApproveInput = z.object({ id: Id });
export const RefundRejectInput = z.object({ id: Id, reason: Reason });
/** The approved request and the payment it wrote (its receipt is printed from here, as a refund's always was). */
export const RefundApproval = z.object({ request: RefundRequest, payment: Payment });

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/settle${path}`, input, output, auth: 'session', roles, rights, summary, tag });

/** The counter screens that pay money back: 预交款结算 (退押, 退预交款, 经付, 退存零款) and 月中结算 (退房预交). */
const REFUNDING = ['charge_settle-prepay', 'charge_settle-mid-month'] as const;

export const refundRequestEndpoints = {
  refund: post('/refund', RefundInput, RefundRequest, '退款申请（退押、退预交款、经付、退存零款、退房预交）：录入待审批的退款，不超过可退余额；不付款、不取收据号', writes(...REFUNDING)),
  listRefundRequests: post('/refund-requests/list', RefundRequestQuery, RefundRequestPage, '退款申请分页（按房屋、楼盘、状态）', reads(...REFUNDING)),
  approveRefund: post('/refund-requests/approve', RefundApproveInput, RefundApproval, '审批退款：由录入人以外的人审批（审批分离），同一事务内复核余额并付款、出收据；只审批一次', writes(...REFUNDING)),
  rejectRefund: post('/refund-requests/reject', RefundRejectInput, RefundRequest, '驳回退款申请：记录驳回人与原因，不付款', writes(...REFUNDING)),
};

export type RefundRequestData = z.output<typeof RefundRequest>;
