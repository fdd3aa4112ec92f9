import { z } from 'zod';
import { Id, integer } from '../core/integers';
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

export const MessageIdParam = z.object({ id: Id });

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
  cat: integer(z.number()
    .int()
    .refine((v) => v === 101, '文件类别只支持 101')),
  /** The message id. */
  parent: Id,
});

/** A message a staff member writes (issue 14): HTML, or an uploaded PDF when msgFormat is 1, to chosen people. */
export const MessageInput = z.object({
  title: z.string({ error: '请填写消息标题' }).trim().min(1, '请填写消息标题').check(maxChars(200)),
  msgFormat: z.union([z.literal(0), z.literal(1)], { error: '消息格式只能是 0（HTML）或 1（PDF）' }),
  /** msgFormat 0: the HTML body (shown sanitised). */
  content: z.string().check(maxChars(100_000)).default(''),
  /** msgFormat 1: the uploaded PDF (POST /api/file/upload-file). */
  fileId: Id.nullable().default(null),
  receivers: z
    .array(z.object({ companyId: Id, userId: Id }), { error: '请选择接收人' })
    .min(1, '请选择接收人')
    .max(2000, '接收人不能超过2000人'),
});
export type MessageInput = z.infer<typeof MessageInput>;

/** A message the caller wrote, with how many of its receivers have opened it. */
export const SentMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  msgFormat: z.union([z.literal(0), z.literal(1)]),
  content: z.string(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  receivers: z.number().int(),
  read: z.number().int(),
  receiverNames: z.array(z.string()),
});
export type SentMessage = z.infer<typeof SentMessage>;
