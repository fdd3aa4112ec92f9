/**
 * A refusal by Aliyun's API gateway (signature, key, action, parameter shape): an HTTP error status with
 * `{RequestId, HostId, Code, Message, Recommend}`. Business refusals (isv.*) are HTTP 200 answers instead.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const incompleteSignature = (why: string) =>
  new GatewayError(400, 'IncompleteSignature', `The request signature does not conform to Aliyun standards. ${why}`);
export const accessKeyNotFound = () =>
  new GatewayError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
export const signatureMismatch = () =>
  new GatewayError(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
export const timestampExpired = () =>
  new GatewayError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
export const timestampFormat = () =>
  new GatewayError(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
export const nonceUsed = () =>
  new GatewayError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
export const actionNotFound = () =>
  new GatewayError(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
export const invalidVersion = () =>
  new GatewayError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
export const missingParameter = (name: string) =>
  new GatewayError(400, `Missing${name}`, `${name} is mandatory for this action.`);
export const invalidParameter = (name: string) =>
  new GatewayError(400, `InvalidParameter`, `Specified parameter ${name} is not valid.`);

/** A business answer's Code and Message (HTTP 200); `OK` is the one success. */
export interface SmsCode {
  code: string;
  message: string;
}

export const CODES = {
  ok: { code: 'OK', message: 'OK' },
  mobileIllegal: { code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '非法手机号' },
  mobileCount: { code: 'isv.MOBILE_COUNT_OVER_LIMIT', message: '手机号码数量超过限制' },
  signIllegal: { code: 'isv.SMS_SIGNATURE_ILLEGAL', message: '该账号下找不到对应签名' },
  templateIllegal: { code: 'isv.SMS_TEMPLATE_ILLEGAL', message: '该账号下找不到对应模板' },
  signScene: { code: 'isv.SMS_SIGNATURE_SCENE_ILLEGAL', message: '签名和模板类型不一致' },
  missingParams: { code: 'isv.TEMPLATE_MISSING_PARAMETERS', message: '模板缺少变量' },
  invalidJson: { code: 'isv.INVALID_JSON_PARAM', message: 'JSON参数不合法，只接受字符串值' },
  paramLength: { code: 'isv.PARAM_LENGTH_LIMIT', message: '参数超出长度限制' },
  paramUrl: { code: 'isv.PARAM_NOT_SUPPORT_URL', message: '不支持URL' },
  invalidParams: { code: 'isv.INVALID_PARAMETERS', message: '参数异常' },
  dayLimit: { code: 'isv.DAY_LIMIT_CONTROL', message: '触发日发送限额' },
  monthLimit: { code: 'isv.MONTH_LIMIT_CONTROL', message: '触发月发送限额' },
  amountNotEnough: { code: 'isv.AMOUNT_NOT_ENOUGH', message: '账户余额不足' },
} satisfies Record<string, SmsCode>;

/** isv.BUSINESS_LIMIT_CONTROL with the window's text (`触发分钟级流控Permits:1`). */
export const businessLimit = (window: '分钟' | '小时' | '天', permits: number): SmsCode => ({
  code: 'isv.BUSINESS_LIMIT_CONTROL',
  message: `触发${window}级流控Permits:${permits}`,
});
