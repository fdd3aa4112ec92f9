import { MSG } from '../messages';

/** The phone SDK's codes that spec section 8 names. */
export const SDK_CODE = {
  ok: 0,
  loginFailed: 58,
  accountNotFound: 192,
  tooFrequent: 1001,
  loggedInElsewhere: 9996,
} as const;

/**
 * What the agent is told for a code of the phone SDK (spec section 8): 58 (and an SDK that cannot be reached,
 * "out of service") 登录失败！, 9996 账号已在别处登录！, 192 the account does not exist, 1001 calling too often.
 * Undefined for codes the spec gives no text for.
 */
export function sdkMessage(code: number): string | undefined {
  switch (code) {
    case SDK_CODE.loginFailed:
      return MSG.sdkLoginFailed;
    case SDK_CODE.loggedInElsewhere:
      return MSG.sdkKicked;
    case SDK_CODE.accountNotFound:
      return MSG.sdkAccountNotFound;
    case SDK_CODE.tooFrequent:
      return MSG.tooFrequent;
    default:
      return undefined;
  }
}
