import { daysOverdue } from '@pm/domain';
import type { House, PaymentDetail, RefundRequestRow, Sheet } from './types';

import { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';

export { ok, stubApi, type Answer, type Call };
/** A refusal as the server sends it, with a settlement error code unless told. */
export const refuse = (status: number, msg: string, errorCode = 'settlement.refused') => refusal(status, msg, errorCode);

export const estates = [{ id: 1, code: 'E01', name: '安居花园' }];
export const houses = [{ id: 11, code: 'H-0101', name: '1栋0101', floor: 1, useState: '1' }];

const line = (id: number, category: House['lines'][number]['category'], period: string, open: string, lateDays: number, lateFee: string) => ({
  id,
  itemId: 5,
  itemName: category === 'service' ? '维修服务费' : '物业服务费',
  category,
  period,
  periodFrom: `${period}-01`,
  periodTo: `${period}-28`,
  dueDate: `${period}-15`,
  net: open,
  open,
  // 逾期天数 as of the fixture's day (2026-03-01); the late fee's days may be fewer (grace).
  daysOverdue: daysOverdue(`${period}-15`, '2026-03-01'),
  lateDays,
  lateFee,
  lateWaived: false,
  prepayAllowed: true,
  locked: false,
  heldBy: null,
});

/** 1栋0101 on 2026-03-01: January (C9: 617.34, 45 days late, 8.33), February, and a service line. */
export const counter: House = {
  asOf: '2026-03-01',
  house: { id: 11, code: 'H-0101', name: '1栋0101', estateId: 1, estateName: '安居花园', buildingName: '1栋', ownerName: '张三', ownerPhone: '13800000000' },
  lines: [line(1, 'regular', '2026-01', '617.34', 45, '8.33'), line(2, 'regular', '2026-02', '205.78', 0, '0.00'), line(3, 'service', '2026-02', '80.00', 0, '0.00')],
  accounts: { prepay: '100.00', change: '3.50', deposits: [{ itemId: 31, itemName: '装修押金', balance: '2000.00' }] },
  totals: { open: '903.12', lateFee: '8.33', due: '911.45' },
  instalments: { monthsOpen: 2, options: [1, 2] },
  nextReceiptNo: 'SJ2026000001',
};

export const paid = (over: Partial<PaymentDetail> = {}): PaymentDetail => ({
  id: 501,
  estateId: 1,
  estateName: '安居花园',
  houseId: 11,
  houseCode: 'H-0101',
  houseName: '1栋0101',
  settleType: '1',
  settleTypeName: '收费',
  total: '831.45',
  principal: '823.12',
  lateFee: '8.33',
  accounts: '0.00',
  received: null,
  changeGiven: null,
  payerName: null,
  remark: null,
  batchRef: null,
  cashierName: '王会计',
  businessDate: '2026-03-01',
  createdAt: '2026-03-01T09:30:00+08:00',
  reversalOf: null,
  reversedBy: null,
  receipt: { id: 901, number: 'SJ2026000001', voided: false, voidReason: null, prints: 0 },
  tenders: [],
  allocations: [],
  entries: [],
  ...over,
});

/** A 退款申请 of 1栋0101 entered by 王会计, waiting for approval. */
export const refundRequest = (over: Partial<RefundRequestRow> = {}): RefundRequestRow => ({
  id: 71,
  estateId: 1,
  houseId: 11,
  houseCode: 'H-0101',
  houseName: '1栋0101',
  settleType: '8',
  settleTypeName: '退预交款',
  itemId: null,
  itemName: null,
  amount: '50.00',
  methods: '现金 50.00',
  payeeName: null,
  reason: '多交退回',
  state: 'pending',
  requestedById: 7,
  requestedByName: '王会计',
  requestedAt: '2026-03-01T01:30:00.000Z',
  decidedByName: null,
  decidedAt: null,
  rejectReason: null,
  paymentId: null,
  receiptNo: null,
  ...over,
});

export const sheet = (over: Partial<Sheet> = {}): Sheet => ({
  receiptId: 901,
  number: 'SJ2026000001',
  copyNo: 1,
  copy: false,
  voided: false,
  voidReason: null,
  companyName: '安居物业服务有限公司',
  estateName: '安居花园',
  houseName: '1栋0101',
  payerName: '张三',
  settleTypeName: '收费',
  lines: [{ itemName: '物业服务费', period: '2026-01', principal: '617.34', lateFee: '8.33', amount: '625.67' }],
  accounts: [],
  tenders: [{ methodName: '现金', amount: '25.67', reference: null }, { methodName: '微信', amount: '600.00', reference: 'WX0001' }],
  total: '625.67',
  totalInWords: '陆佰贰拾伍元陆角柒分',
  received: null,
  changeGiven: null,
  cashierName: '王会计',
  issuedAt: '2026-03-01T09:30:00+08:00',
  printedAt: '2026-03-01T09:31:00+08:00',
  remark: null,
  ...over,
});
