import { z } from 'zod';
import { idOf } from '../core/integers';
import { maxChars, minChars } from '../core/text';
import { isMobile, REGISTRATION_STATUSES } from '@pm/domain';
import { PageQuery, pageOf } from '../core/paging';

export { REGISTRATION_STATUSES };
export const RegistrationStatus = z.enum(REGISTRATION_STATUSES, { error: '状态只能是待处理、已联系、已开通或已拒绝' });
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, { error: `请输入${label}` })
    .check(minChars(min, `${label}至少${min}个字`))
    .check(maxChars(max, `${label}最多${max}个字`));

/** The public registration form (POST /api/registration); every message names its field. */
export const CreateRegistrationInput = z.object({
  companyName: text('公司名称', 2, 100),
  contactName: text('联系人', 2, 30),
  mobile: z
    .string({ error: '请输入手机号码' })
    .trim()
    .refine(isMobile, { error: '手机号码格式不正确，请输入11位手机号' }),
  email: z
    .string({ error: '请输入电子邮箱' })
    .trim()
    .check(maxChars(100, '电子邮箱最多100个字符'))
    .pipe(z.email({ error: '电子邮箱格式不正确' })),
  estateCount: z
    .number({ error: '请输入管理楼盘数量' })
    .int({ error: '管理楼盘数量须为整数' })
    .min(1, { error: '管理楼盘数量至少为1' })
    .max(10000, { error: '管理楼盘数量最多为10000' }),
  city: text('所在城市', 2, 30),
  message: z.string().trim().check(maxChars(1000, '留言最多1000个字')).optional().default(''),
});
export type CreateRegistrationInput = z.infer<typeof CreateRegistrationInput>;

export const CreatedRegistration = z.object({
  id: z.number().int(),
  status: RegistrationStatus,
  createdAt: z.string().describe('ISO 8601'),
});
export type CreatedRegistration = z.infer<typeof CreatedRegistration>;

/** One stored request as the system administrator sees it (the sender's address stays on the server). */
export const Registration = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  email: z.string(),
  estateCount: z.number().int(),
  city: z.string(),
  message: z.string(),
  status: RegistrationStatus,
  note: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  handledAt: z.string().nullable().describe('ISO 8601, when the status last changed'),
  handledByName: z.string().nullable().describe('account name of who last changed the status'),
});
export type Registration = z.infer<typeof Registration>;

export const ListRegistrationsInput = PageQuery.extend({
  status: RegistrationStatus.optional(),
  keyword: z.string().trim().check(maxChars(50, '关键字最多50个字')).optional(),
});
export type ListRegistrationsInput = z.infer<typeof ListRegistrationsInput>;

export const RegistrationPage = pageOf(Registration);
export type RegistrationPage = z.infer<typeof RegistrationPage>;

export const UpdateRegistrationInput = z.object({
  id: idOf('申请编号不正确'),
  status: RegistrationStatus,
  note: z.string().trim().check(maxChars(500, '备注最多500个字')).optional().default(''),
});
export type UpdateRegistrationInput = z.infer<typeof UpdateRegistrationInput>;
