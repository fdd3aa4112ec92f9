import { BINDING_STATES } from '@pm/domain';
import { z } from 'zod';
import { Id } from '../core/integers';
import { PageQuery, pageOf } from '../core/paging';
import { maxChars } from '../core/text';
import { decimalText, Money } from '../charging/charging.schemas';
import { PayOrderState } from '../online-pay/online-pay.endpoints';

// 业主端 (issue 31): what an owner sees on a phone. Money is decimal text as everywhere; the late fees are the
// counter's (one rule). docs/decisions.md "业主端".

/** 11 mainland digits, as the SMS gateway takes them (spaces, dashes and +86 are removed first). */
export const Phone = z
  .string({ error: '请输入手机号' })
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, ''))
  .refine((v) => /^1[3-9]\d{9}$/.test(v), { error: '请输入正确的11位手机号' });

export const SmsCodeInput = z.object({ phone: Phone });
export const SmsCodeSent = z.object({
  /** The number as shown back: 138****8000. */
  sentTo: z.string(),
  /** The code's lifetime and when another may be asked for. */
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});

export const OwnerSignInInput = z.object({
  phone: Phone,
  code: z.string({ error: '请输入验证码' }).trim().regex(/^\d{6}$/, '验证码为6位数字'),
});

/** The houses an owner reaches: by the phone on file (业主 of the house, or 住户) or by an approved binding. */
export const OwnerHouse = z.object({
  houseId: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  houseCode: z.string(),
  houseName: z.string(),
  /** owner: 业主 on file; resident: 住户 on file; binding: approved application. */
  via: z.enum(['owner', 'resident', 'binding']),
  /** The name on the record (or on the application). */
  personName: z.string(),
  companyName: z.string(),
});

export const OwnerMe = z.object({
  phone: z.string(),
  /** Masked for the header: 138****8000. */
  phoneMasked: z.string(),
  houses: z.array(OwnerHouse),
  /** A WeChat user is bound (服务号 template messages go there). */
  wechatBound: z.boolean(),
  /** Whether that user follows the 服务号 (messages need it); null: bound, WeChat has not said yet. */
  wechatFollowing: z.boolean().nullable(),
});

export const OwnerSession = z.object({
  token: z.string(),
  expiresAt: z.string(),
  me: OwnerMe,
});

export const HouseIdInput = z.object({ houseId: Id });

export const OwnerBillLine = z.object({
  id: z.number(),
  itemName: z.string(),
  period: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  dueDate: z.string(),
  /** Principal still open. */
  open: Money,
  lateFee: Money,
  /** open + lateFee. */
  due: Money,
  daysOverdue: z.number().int(),
  /** Held by an open online order (being paid): not payable again until it is paid or closed. */
  held: z.boolean(),
});

export const OwnerBills = z.object({
  asOf: z.string(),
  house: OwnerHouse,
  /** Regular charges (收费) the owner may pay online, oldest due first. */
  lines: z.array(OwnerBillLine),
  totals: z.object({ open: Money, lateFee: Money, due: Money }),
  prepayBalance: Money,
  /** The owner's own order still open for this house, if any (return to it rather than start another). */
  openOrderId: z.number().nullable(),
});

export const OwnerPaidItem = z.object({ itemName: z.string(), period: z.string(), amount: Money });
export const OwnerPaidRow = z.object({
  paymentId: z.number(),
  receiptId: z.number().nullable(),
  receiptNo: z.string().nullable(),
  paidAt: z.string(),
  /** The business day. */
  day: z.string(),
  total: Money,
  lateFee: Money,
  methodNames: z.string(),
  items: z.array(OwnerPaidItem),
  /** 冲红 (reversed) payments stay listed, marked. */
  reversed: z.boolean(),
});
export const OwnerPaidInput = HouseIdInput.extend(PageQuery.shape);
export const OwnerPaidPage = pageOf(OwnerPaidRow);

export const OwnerPayInput = z.object({
  houseId: Id,
  /** The lines to pay; omitted: every open line not held. */
  lineIds: z.array(Id).min(1, '请选择费用').max(500, '一次最多选择500条费用').optional(),
  /** What the owner saw as due: a changed figure (a day passed, staff changed a line) refuses the order. */
  expectedDue: decimalText('应付金额', 2).optional(),
});

/**
 * At most 100000 yuan, compared as decimal text (the value already passed decimalText: digits, ≤ 2 decimals), so no
 * float and no decimal library in the portal's bundle.
 */
function withinPrepayMax(v: string): boolean {
  const [int = '0', frac = ''] = v.split('.');
  const whole = int.replace(/^0+(?=\d)/, '');
  if (whole.length !== 6) return whole.length < 6;
  return whole < '100000' || (whole === '100000' && /^0*$/.test(frac));
}

/** 预交充值: money into the house's 预交款 (it pays later bills that allow it, at the counter's rule). */
export const OwnerPrepayInput = z.object({
  houseId: Id,
  amount: decimalText('充值金额', 2, { positive: true }).refine(withinPrepayMax, { error: '单次充值不能超过100000元' }),
});

export const OwnerPayOrder = z.object({
  id: z.number(),
  houseId: z.number(),
  houseName: z.string(),
  description: z.string(),
  amount: Money,
  principal: Money,
  lateFee: Money,
  lines: z.array(z.object({ itemName: z.string(), period: z.string(), amount: Money })),
  state: PayOrderState,
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  receiptId: z.number().nullable(),
  receiptNo: z.string().nullable(),
});
export const OwnerPayStarted = z.object({
  order: OwnerPayOrder,
  /** WeChat Pay's H5 page: the browser goes there, and comes back to the portal's order page. */
  h5Url: z.string(),
});
export const OwnerOrderInput = z.object({ id: Id });
export const OwnerReceiptInput = z.object({ id: Id });

// Binding a house the phone is not on file for: the owner applies, staff approve (客服中心 业主认证).
export const EstateChoice = z.object({ id: z.number(), name: z.string(), companyName: z.string() });
export const EstateSearchInput = z.object({ q: z.string({ error: '请输入小区名称' }).trim().min(1, '请输入小区名称').check(maxChars(50)) });
export const HouseChoiceInput = z.object({ estateId: Id, q: z.string({ error: '请输入房号' }).trim().min(1, '请输入房号').check(maxChars(50)) });
export const HouseChoice = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const BindingState = z.enum(BINDING_STATES);
export const BindingApplyInput = z.object({
  houseId: Id,
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').check(maxChars(50)),
  idLast4: z.string({ error: '请输入证件号码后4位' }).trim().regex(/^[0-9]{3}[0-9Xx]$/, '证件号码后4位不正确').transform((v) => v.toUpperCase()),
});
export const OwnerBinding = z.object({
  id: z.number(),
  houseId: z.number(),
  estateName: z.string(),
  houseName: z.string(),
  name: z.string(),
  state: BindingState,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why rejected or revoked. */
  reason: z.string().nullable(),
});

// The staff side (客服中心 → 业主认证).
export const BindingListInput = PageQuery.extend({
  state: BindingState.optional(),
  estateId: Id.optional(),
  q: z.string().trim().check(maxChars(50)).optional(),
});
export const StaffBindingRow = OwnerBinding.extend({
  estateId: z.number(),
  houseCode: z.string(),
  phone: z.string(),
  idLast4: z.string(),
  /** The application's name and ID digits match an owner or resident of the house on file. */
  matchesRecord: z.boolean(),
  decidedByName: z.string().nullable(),
});
export const BindingPage = pageOf(StaffBindingRow);
export const BindingDecisionInput = z.object({
  id: Id,
  /** Required to reject or revoke: the owner sees it. */
  reason: z.string().trim().check(maxChars(200)).optional(),
});
