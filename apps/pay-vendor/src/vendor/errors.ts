/** An error answer of the v3 API: HTTP status and the JSON `{code, message, detail?}`. */
export class VendorError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: { field: string; location: string; issue?: string },
  ) {
    super(message);
  }

  body(): { code: string; message: string; detail?: VendorError['detail'] } {
    return this.detail
      ? { code: this.code, message: this.message, detail: this.detail }
      : { code: this.code, message: this.message };
  }
}

export const paramError = (message: string, field?: string, location = 'body') =>
  new VendorError(400, 'PARAM_ERROR', message, field ? { field, location, issue: message } : undefined);
export const invalidRequest = (message: string) => new VendorError(400, 'INVALID_REQUEST', message);
export const signError = (message: string) => new VendorError(401, 'SIGN_ERROR', message);
export const orderNotExist = () => new VendorError(404, 'ORDER_NOT_EXIST', '订单不存在');
export const resourceNotExists = (message: string) => new VendorError(404, 'RESOURCE_NOT_EXISTS', message);
export const orderPaid = () => new VendorError(400, 'ORDER_PAID', '订单已支付');
export const orderClosed = () => new VendorError(400, 'ORDER_CLOSED', '订单已关闭');
export const outTradeNoUsed = () => new VendorError(403, 'OUT_TRADE_NO_USED', '商户订单号重复');
export const appidMchidNotMatch = () => new VendorError(400, 'APPID_MCHID_NOT_MATCH', 'AppID和mch_id不匹配');
export const noAuth = (message: string) => new VendorError(403, 'NO_AUTH', message);
export const reentryMismatch = () => invalidRequest('请求重入时，参数与首次请求时不一致');
