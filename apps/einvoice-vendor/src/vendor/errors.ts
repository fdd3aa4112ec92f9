/**
 * A refusal as the platform answers it: HTTP 200 (unless a knob says otherwise) with the envelope `{code, describe,
 * result: null}`. Only E0000 is success.
 */
export class NuonuoError extends Error {
  constructor(
    readonly code: string,
    readonly describe: string,
    readonly status = 200,
  ) {
    super(describe);
  }
}

/**
 * The codes the fake answers. From the notes (§5): E0000, 070601, E9106, E9105, E9613. The rest are **chosen** (the
 * platform's full list was not read); each keeps the platform's style: 07xxxx for the gateway, E9xxx for business.
 */
export const CODES = {
  ok: ['E0000', '成功'],
  missingParam: ['070301', '公共参数缺失或格式错误'],
  appKeyUnknown: ['070101', 'appKey不存在'],
  timestampExpired: ['070602', '时间戳已过期'],
  signMismatch: ['070601', '签名不匹配'],
  senidUsed: ['070603', 'senid重复'],
  tokenMissing: ['070302', 'accessToken缺失'],
  tokenInvalid: ['070303', 'accessToken无效或已过期'],
  methodUnknown: ['070401', '方法不存在'],
  bodyInvalid: ['070501', '请求报文不是合法的JSON'],
  param: ['E9101', '参数错误'],
  duplicate: ['E9106', '订单编号或流水号不能重复'],
  discountLine: ['E9105', '折扣行的商品名称必须和被折扣行相同'],
  lineTax: ['E9107', '单条明细税额误差大于0.06'],
  invoiceTax: ['E9108', '税额累计误差大于1.27，根据税局要求不允许开票，请先将订单拆分后再开票'],
  amounts: ['E9109', '金额、税额与价税合计不一致'],
  buyerTaxRequired: ['E9110', '数电专票购方税号不能为空'],
  sellerUnknown: ['E9201', '销方税号未在平台注册'],
  notFound: ['E9301', '发票不存在'],
  retryDone: ['E9611', '发票已生成，无需再重试开票'],
  retryBusy: ['E9612', '开票中（重试中），请耐心等待开票结果'],
  retryLimit: ['E9613', '同一订单每日最多重试20次'],
  blueNotIssued: ['E9701', '蓝字发票不存在或未开具成功'],
  buyerMismatch: ['E9702', '购方信息与蓝字发票不一致'],
  confirmOpen: ['E9703', '该蓝字发票存在未完成的红字确认单'],
  partialBeforeUse: ['E9704', '购方未进行用途确认或入账确认，只能全额冲红'],
  partialForError: ['E9705', '冲红原因为开票有误时只能全额冲红'],
  redExceeds: ['E9706', '冲红金额超过蓝字发票剩余可冲红金额'],
  confirmNotIssuable: ['E9707', '红字确认单状态不允许开具红字发票'],
  confirmIssued: ['E9708', '该红字确认单已开具红字发票'],
  confirmUnknown: ['E9709', '红字确认单不存在'],
  billIdUsed: ['E9710', '红字确认单申请号重复'],
  system: ['E9999', '系统繁忙，请稍后再试'],
} as const satisfies Record<string, readonly [string, string]>;

export type CodeName = keyof typeof CODES;

/** The code's refusal; `detail` follows the text after a colon (`参数错误：order.buyerName 不能为空`). */
export function nuonuoError(name: CodeName, detail?: string, status?: number): NuonuoError {
  const [code, text] = CODES[name];
  return new NuonuoError(code, detail ? `${text}：${detail}` : text, status);
}
