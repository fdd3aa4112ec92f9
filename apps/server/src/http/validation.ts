import { z } from 'zod';
import { badRequest } from '../errors/app-error';

z.config(z.locales.zhCN());

/** Parses input with a contract schema; failure is a 400 whose msg names the first bad field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = details[0];
  const msg = first ? (first.path ? `${first.path}：${first.message}` : first.message) : '错误请求';
  throw badRequest('validation.failed', msg, details);
}
