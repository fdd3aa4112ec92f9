import { generateAccessKey } from './protocol/ids';
import { templateVariables } from './protocol/template';

/** The fake's time source; tests pass their own. Knobs move the business clock on top of it. */
export interface SmsVendorClock {
  now(): number;
}

export interface AccessKey {
  id: string;
  secret: string;
}

/** A 签名 as approved in the console: 验证码 signs serve only 验证码 templates, 通用 ones any. */
export interface SignConfig {
  name: string;
  scene?: '验证码' | '通用';
}

export type TemplateType = '验证码' | '通知' | '推广';

/** An approved template: its code, type and text with `${var}` variables. */
export interface TemplateConfig {
  code: string;
  type: TemplateType;
  name?: string;
  text: string;
}

/** Knob-adjustable timings; tests compress them. */
export interface SmsVendorTiming {
  /** From acceptance to the carrier's receipt (real ms). */
  reportDelayMs: number;
  /** Multiplies the report push retry schedule (1, 5, 10 min): 0.001 turns a minute into 60 ms. */
  retryScale: number;
  /** A report push not answered in this long failed (700 ms at Aliyun). */
  pushTimeoutMs: number;
}

/** The console's sending limits (isv.DAY_LIMIT_CONTROL / MONTH_LIMIT_CONTROL) and the account's balance (isv.AMOUNT_NOT_ENOUGH). */
export interface SmsQuota {
  /** Numbers sent to per China day; absent: no limit. */
  perDay?: number;
  /** Numbers sent to per China month; absent: no limit. */
  perMonth?: number;
  /** Billed parts the account can still pay for; absent: unlimited. */
  balance?: number;
}

export const DEFAULT_TIMING: SmsVendorTiming = { reportDelayMs: 2000, retryScale: 1, pushTimeoutMs: 700 };

export const DEFAULT_SIGNS: SignConfig[] = [{ name: '智慧物业', scene: '通用' }];

export const DEFAULT_TEMPLATES: TemplateConfig[] = [
  { code: 'SMS_LOGIN_0001', type: '验证码', name: '登录验证码', text: '您的验证码为${code}，5分钟内有效，请勿泄露。' },
  {
    code: 'SMS_NOTICE_0001',
    type: '通知',
    name: '缴费提醒',
    text: '尊敬的业主，您的房屋${house}${month}物业费${amount}元尚未缴纳，请及时缴费。',
  },
  { code: 'SMS_NOTICE_0002', type: '通知', name: '通知', text: '尊敬的业主：${title}，详情请登录业主端查看。' },
  {
    code: 'SMS_DUNNING_0001',
    type: '通知',
    name: '欠费催缴',
    text: '尊敬的${owner}，您的房屋${house}欠费${amount}元（${amountText}），请尽快缴纳。',
  },
  {
    code: 'SMS_REMIND_0001',
    type: '通知',
    name: '缴费提醒',
    text: '尊敬的${owner}，您的房屋${house}有费用${amount}元（${amountText}）将于${due}到期，请按时缴纳。',
  },
  {
    code: 'SMS_PAID_0001',
    type: '通知',
    name: '缴费成功',
    text: '尊敬的${owner}，您的房屋${house}已缴费${amount}元（${amountText}），收据号${receipt}，感谢您的支持。',
  },
  {
    code: 'SMS_MEETING_0001',
    type: '通知',
    name: '会议/表决通知',
    text: '尊敬的${owner}，${house}：业主表决“${title}”自${start}起至${end}止，请按时投票。',
  },
  {
    code: 'SMS_REPAIR_0001',
    type: '通知',
    name: '报修进度',
    text: '尊敬的${owner}，您的报修${no}（${content}）：${state}。',
  },
];

export interface SmsVendorOptions {
  /** Absent or empty: one key pair is generated (see `RunningSmsVendor.accessKeyId`). */
  accessKeys?: AccessKey[];
  signs?: SignConfig[];
  templates?: TemplateConfig[];
  /** Where delivery reports (SmsReport) are pushed; absent: none are pushed (QuerySendDetails still answers). */
  reportUrl?: string;
  /** Numbers exempt from flow control (the console's whitelist, ≤ 300). */
  whitelist?: string[];
  quota?: SmsQuota;
  clock?: SmsVendorClock;
  timing?: Partial<SmsVendorTiming>;
  logLevel?: string;
}

export interface Template extends TemplateConfig {
  name: string;
  variables: string[];
}

export interface ResolvedOptions {
  accessKeys: AccessKey[];
  signs: Map<string, Required<SignConfig>>;
  templates: Map<string, Template>;
  reportUrl: string | undefined;
  whitelist: Set<string>;
  quota: SmsQuota;
  clock: SmsVendorClock;
  timing: SmsVendorTiming;
  logLevel: string;
}

export function resolveOptions(options: SmsVendorOptions): ResolvedOptions {
  const accessKeys = options.accessKeys?.length ? options.accessKeys : [generateAccessKey()];
  if (accessKeys.some((k) => !k.id || !k.secret)) throw new Error('AccessKey 的 id 和 secret 不能为空');
  const templates = new Map<string, Template>();
  for (const t of options.templates ?? DEFAULT_TEMPLATES) {
    const variables = templateVariables(t.text);
    if (t.type === '验证码' && variables.length !== 1) throw new Error(`验证码模板 ${t.code} 须恰有一个变量`);
    templates.set(t.code, { ...t, name: t.name ?? t.code, variables });
  }
  if ((options.whitelist?.length ?? 0) > 300) throw new Error('白名单最多 300 个号码');
  return {
    accessKeys,
    signs: new Map((options.signs ?? DEFAULT_SIGNS).map((s) => [s.name, { name: s.name, scene: s.scene ?? '通用' }])),
    templates,
    reportUrl: options.reportUrl,
    whitelist: new Set(options.whitelist ?? []),
    quota: { ...options.quota },
    clock: options.clock ?? { now: () => Date.now() },
    timing: { ...DEFAULT_TIMING, ...options.timing },
    logLevel: options.logLevel ?? 'info',
  };
}
