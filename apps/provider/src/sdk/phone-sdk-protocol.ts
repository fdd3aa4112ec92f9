import { z } from 'zod';

/**
 * The vendor's phone SDK protocol (JSON text frames over a WebSocket at /phone-sdk), the second
 * way an agent's browser reaches the call centre besides SIP. Requests carry `cmd` and a `seq`;
 * each is answered once with the same `seq`, a `code` (0 success) and a `msg`. The vendor also
 * pushes events (`event`: ringing, answered, hangup, incoming, kicked). docs/decisions.md has the
 * whole exchange.
 */

/** Answer and event codes; 58, 192, 1001 and 9996 are the ones spec section 8 names. */
export const SDK_CODES = {
  ok: 0,
  /** Login refused (wrong password, not logged in) or the service is out of service. */
  loginFailed: 58,
  /** No such agent account. */
  accountNotFound: 192,
  /** Calls started too close together. */
  tooFrequent: 1001,
  /** The account logged in somewhere else; this connection is closed. */
  loggedInElsewhere: 9996,
  badRequest: 400,
  callNotFound: 404,
  notAcceptable: 488,
} as const;

/** The fake's own messages beside the codes (the product shows the spec's texts by code). */
export const SDK_MESSAGES: Record<number, string> = {
  [SDK_CODES.ok]: 'success',
  [SDK_CODES.loginFailed]: '登录失败',
  [SDK_CODES.accountNotFound]: '账号不存在',
  [SDK_CODES.tooFrequent]: '呼叫过于频繁',
  [SDK_CODES.loggedInElsewhere]: '账号已在别处登录',
  [SDK_CODES.badRequest]: '请求格式错误',
  [SDK_CODES.callNotFound]: '通话不存在',
  [SDK_CODES.notAcceptable]: '媒体协商失败',
};

/** A second makeCall of one agent inside this many ms answers 1001. */
export const SDK_MIN_CALL_INTERVAL_MS = 3_000;

const digits = z.string().regex(/^\d{3,20}$/);
const seq = z.number().int().nonnegative();

export const SdkRequest = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('login'), seq, agent: z.string().min(1).max(40), password: z.string().min(1).max(200) }),
  z.object({ cmd: z.literal('logout'), seq }),
  z.object({ cmd: z.literal('makeCall'), seq, callee: digits, displayNumber: z.string().max(20).default(''), sdp: z.string().min(1) }),
  z.object({ cmd: z.literal('answer'), seq, callId: z.string().min(1), sdp: z.string().min(1) }),
  z.object({ cmd: z.literal('requestSendDtmf'), seq, callId: z.string().min(1), digits: z.string().regex(/^[0-9*#A-D]{1,32}$/) }),
  z.object({ cmd: z.literal('hangup'), seq, callId: z.string().min(1) }),
  z.object({ cmd: z.literal('transfer'), seq, callId: z.string().min(1), target: digits }),
]);
export type SdkRequest = z.infer<typeof SdkRequest>;

/** Why a call ended, as the hangup event says it. */
export type SdkHangupReason = 'normal' | 'remote' | 'busy' | 'declined' | 'no-answer' | 'not-found' | 'cancelled' | 'transferred' | 'failed';
