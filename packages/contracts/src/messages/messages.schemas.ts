import { z } from 'zod';
import { maxChars } from '../core/text';

/** A notice document (告知公文) addressed to the current user (spec 3). */
export const NoticeItem = z.object({
  id: z.number().int(),
  docNumber: z.string(),
  subject: z.string(),
  /** Send time, ISO 8601. */
  createdAt: z.string(),
  /** Sender's name. */
  updatedBy: z.string(),
  houseName: z.string(),
  /** HTML. */
  content: z.string(),
  /** Recipient's name (the current user). */
  handleName: z.string(),
  /** When the recipient confirmed it, ISO 8601; null while not handled. */
  handleTime: z.string().nullable(),
  phone: z.string(),
  job: z.string(),
  /** Confirmed: the 确定 button is disabled. */
  edited: z.boolean(),
});
export type NoticeItem = z.infer<typeof NoticeItem>;

/** A system message (spec 3): HTML content, or a PDF when msgFormat is 1. */
export const SystemMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  /** msgFormat 0: HTML. msgFormat 1: the document id to pass as `id` to GET /api/pdf. */
  content: z.string(),
  msgFormat: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SystemMessage = z.infer<typeof SystemMessage>;

export const MessageIdParam = z.object({ id: z.coerce.number().int().positive() });

export const MessageListQuery = z.object({
  /** true: only messages the user has not read yet. */
  unread: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const PdfQuery = z.object({
  /** The message's content (document id). */
  id: z.string().min(1).check(maxChars(100)),
  /** File category; 101 = system message PDF. */
  cat: z.coerce
    .number()
    .int()
    .refine((v) => v === 101, '文件类别只支持 101'),
  /** The message id. */
  parent: z.coerce.number().int().positive(),
});
