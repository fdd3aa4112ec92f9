import { z } from 'zod';

/** Business codes of the envelope (spec section 8): 200 success, 1 reject, 100 silent reject. */
export const ResultCode = {
  ok: 200,
  reject: 1,
  silent: 100,
  noPublicKey: 666,
  encryptFailed: 111,
} as const;

export const MUST_CHANGE_PASSWORD_MSG = '请修改密码！';

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data: data.optional() });

export const ErrorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  errorCode: z.string(),
  requestId: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
