import { AppError, badRequest, conflict, notFound, unauthorized } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 业主端's refusals: dotted codes and their Chinese messages.

registerConstraint('owner_bindings_live_unique', 409, 'owner.binding_exists', '该房屋已有待审核或已通过的认证申请');
registerConstraint('portal_accounts_wechat_openid_unique', 409, 'owner.wechat_taken', '该微信已绑定另一个手机号，请先用该手机号登录并解除绑定');

export const ownerErrors = {
  smsOff: () => conflict('owner.sms_off', '短信服务未配置，暂不能发送验证码'),
  tooSoon: (seconds: number) => new AppError(429, 'owner.sms_too_soon', `发送过于频繁，请${seconds}秒后再试`),
  tooMany: (what: string) => new AppError(429, 'owner.sms_limit', `${what}获取验证码次数已达上限，请稍后再试`),
  smsRefused: (message: string) => new AppError(502, 'owner.sms_refused', `短信发送失败：${message}`),
  badCode: () => badRequest('owner.bad_code', '验证码错误或已失效，请重新获取'),
  codeExhausted: () => badRequest('owner.code_exhausted', '验证码错误次数过多，请重新获取'),
  signedOut: () => unauthorized('登录已失效，请重新登录', 'owner.unauthorized'),
  /** A house the owner does not reach answers as if it did not exist: no hint that it does. */
  noHouse: () => notFound('房屋不存在或未认证', 'owner.house_not_found'),
  noOrder: () => notFound('支付单不存在', 'owner.order_not_found'),
  noReceipt: () => notFound('收据不存在', 'owner.receipt_not_found'),
  noBinding: () => notFound('认证申请不存在', 'owner.binding_not_found'),
  alreadyReached: () => conflict('owner.already_bound', '该房屋已在您的房屋列表中，无需认证'),
  bindingState: (state: string) => conflict('owner.binding_state', state === 'pending' ? '申请尚未审核' : state === 'approved' ? '申请已通过' : '申请已处理'),
  reasonRequired: () => badRequest('owner.reason_required', '请填写原因'),
  photoGone: () => badRequest('owner.photo_gone', '照片已失效，请重新上传'),
  noRequest: () => notFound('报修或投诉不存在', 'owner.request_not_found'),
  notDone: () => conflict('owner.request_open', '办结后才能评价'),
  noPhoto: () => notFound('照片不存在', 'owner.photo_not_found'),
  noNotice: () => notFound('通知不存在', 'owner.notice_not_found'),
  noVote: () => notFound('表决不存在或您不是该表决的投票人', 'owner.vote_not_found'),
  paperBallot: () => conflict('owner.paper_ballot', '您的纸质选票已由物业录入，不能在线修改'),
  wechatOff: () => conflict('owner.wechat_off', '微信公众号未配置，暂不能绑定微信'),
  wechatState: () => badRequest('owner.wechat_state', '绑定已过期或不属于当前登录，请重新绑定微信'),
  wechatCode: () => badRequest('owner.wechat_code', '微信授权已失效，请重新绑定微信'),
  wechatCodeUsed: () => conflict('owner.wechat_code_used', '该微信授权已使用，请重新绑定微信'),
  wechatUnavailable: (message: string) => new AppError(502, 'owner.wechat_unavailable', `微信服务暂不可用，请稍后再试（${message}）`),
  openOrder: () => conflict('owner.open_order', '您有一笔未完成的支付，请继续支付或取消后重新选择'),
};
