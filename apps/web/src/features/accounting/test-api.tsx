import type { Subject, Voucher, VoucherAllowed, VoucherRow } from '@pm/contracts';

import { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';

export { ok, stubApi, type Answer, type Call };
/** A refusal as the server sends it, with an accounting error code unless told. */
export const refuse = (status: number, msg: string, errorCode = 'accounting.refused') => refusal(status, msg, errorCode);

export { DialogAnswer } from '../../test/dialog-answer';

const subject = (id: number, code: string, name: string, fullName: string, over: Partial<Subject> = {}): Subject => ({
  id,
  companyId: 1,
  code,
  name,
  fullName,
  category: Number(code[0]),
  categoryName: ({ 1: '资产', 2: '负债', 5: '损益' } as Record<string, string>)[code[0] ?? '1'] ?? '资产',
  direction: 'D',
  parentId: null,
  level: code.length === 4 ? 1 : 2,
  aux: [],
  active: true,
  leaf: true,
  ...over,
});

/** A 小企业 chart slice: 1002 (leaf), 1122 with 112201 (house aux), 2221, 5001 with 500101. */
export const subjects: Subject[] = [
  subject(1, '1002', '银行存款', '银行存款'),
  subject(2, '1122', '应收账款', '应收账款', { leaf: false }),
  subject(3, '112201', '物业服务费', '应收账款-物业服务费', { parentId: 2, aux: ['estate', 'house'] }),
  subject(4, '2221', '应交税费', '应交税费', { direction: 'C' }),
  subject(5, '5001', '主营业务收入', '主营业务收入', { direction: 'C', leaf: false }),
  subject(6, '500101', '物业服务收入', '主营业务收入-物业服务收入', { direction: 'C', parentId: 5 }),
  subject(7, '500102', '停车服务收入', '主营业务收入-停车服务收入', { direction: 'C', parentId: 5, active: false }),
];

export const book = {
  companyId: 1,
  companyName: '安居物业服务有限公司',
  chart: 'small',
  chartName: '小企业会计准则',
  codeScheme: '4-2-2',
  startPeriod: '2026-01',
  wordMode: 'single',
  words: ['记'],
  renumberOnClose: true,
  currentPeriod: '2026-11',
  subjectCount: 7,
  openingEditable: false,
  createdAt: '2026-01-01T00:00:00+08:00',
};

const NONE: VoucherAllowed = { save: false, submit: false, audit: false, return: false, unaudit: false, post: false, reverse: false, delete: false };
export const allowed = (over: Partial<VoucherAllowed> = {}): VoucherAllowed => ({ ...NONE, ...over });

const STATUS = ['', '待修改', '待审核', '待登账', '已登账'];

/** A1: Dr 112201 617.34 / Cr 500101 582.40 / Cr 2221 34.94. */
export const voucher = (over: Partial<Voucher> = {}): Voucher => {
  const status = over.status ?? 2;
  return {
    id: 71,
    period: '2026-11',
    word: '记',
    number: 7,
    label: '记-0007',
    voucherDate: '2026-11-20',
    status,
    statusName: STATUS[status] ?? '',
    attachments: 2,
    totalDebit: '617.34',
    totalCredit: '617.34',
    balanced: true,
    source: 'manual',
    sourceRef: null,
    remark: null,
    makerId: 5,
    makerName: '王会计',
    auditorName: null,
    auditedAt: null,
    posterName: null,
    postedAt: null,
    returnReason: null,
    createdAt: '2026-11-20T09:00:00+08:00',
    lines: [
      { id: 1, seq: 1, summary: '11月物业费', subjectId: 3, subjectCode: '112201', subjectName: '应收账款-物业服务费', debit: '617.34', credit: '0.00', estateId: 1, estateName: '安居花园', houseId: 11, houseName: '1栋0101', customerName: null },
      { id: 2, seq: 2, summary: '11月物业费', subjectId: 6, subjectCode: '500101', subjectName: '主营业务收入-物业服务收入', debit: '0.00', credit: '582.40', estateId: null, estateName: null, houseId: null, houseName: null, customerName: null },
      { id: 3, seq: 3, summary: '11月物业费', subjectId: 4, subjectCode: '2221', subjectName: '应交税费', debit: '0.00', credit: '34.94', estateId: null, estateName: null, houseId: null, houseName: null, customerName: null },
    ],
    reversalOf: null,
    reversedBy: null,
    events: [],
    allowed: allowed(),
    ...over,
  };
};

export const row = (v: Voucher): VoucherRow => {
  const { lines, reversalOf, reversedBy, events: _events, allowed: _allowed, ...header } = v;
  return { ...header, summary: lines[0]?.summary ?? null, lineCount: lines.length, reversalOfId: reversalOf?.id ?? null, reversedById: reversedBy?.id ?? null };
};
