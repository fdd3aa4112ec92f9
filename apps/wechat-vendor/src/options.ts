import * as ids from './protocol/ids';
import { contentKeys, keyType } from './protocol/key-types';

/** The fake's time source; tests pass their own. Knobs move the business clock on top of it. */
export interface WechatVendorClock {
  now(): number;
}

/**
 * A 类目模板 added to the account (模板库 → 我的模板): its content lines are `label：{{key.DATA}}` with typed keys.
 * `kind` names what it is for in a property company; the product's configuration refers to the ids.
 */
export interface TemplateConfig {
  templateId: string;
  title: string;
  content: string;
  example: string;
  primaryIndustry?: string;
  deputyIndustry?: string;
  kind?: string;
}

/** A fake WeChat user of this 公众号. */
export interface UserConfig {
  openid?: string;
  nickname: string;
  /** Follows the account (关注); a template message to one who does not is 43004. Default true. */
  following?: boolean;
}

/** Knob-adjustable timings; tests compress them. */
export interface WechatVendorTiming {
  /** From an accepted template send to its TEMPLATESENDJOBFINISH event (real ms). */
  finishDelayMs: number;
  /** A push not answered within this long failed (5 s at WeChat). */
  pushTimeoutMs: number;
  /** Between a failed push and the next try (chosen: WeChat retries at once after its 5 s wait). */
  retryDelayMs: number;
}

export const DEFAULT_TIMING: WechatVendorTiming = { finishDelayMs: 1500, pushTimeoutMs: 5000, retryDelayMs: 0 };

const line = (label: string, key: string) => `${label}：{{${key}.DATA}}`;

/**
 * Templates of a property company (类目 房地产 › 物业), fixed ids so the product's seed and configuration can use
 * the same ones as the bundled fake. Keys and labels: `DEFAULT_TEMPLATES[i].content`; `DEFAULT_TEMPLATE_IDS` by kind.
 */
export const DEFAULT_TEMPLATES = [
  {
    kind: 'arrears',
    templateId: 'eLempnuKKSFecGUQZVPBsurqRxEDbQ_wdY5fB6_eNZU',
    title: '欠费催缴通知',
    content: [
      line('房屋', 'thing1'),
      line('欠费金额', 'amount2'),
      line('欠费项目', 'thing3'),
      line('缴费截止', 'date4'),
    ].join('\n'),
    example: '房屋：幸福里小区3栋1201\n欠费金额：¥285.51\n欠费项目：2024年4月-5月物业费\n缴费截止：2024年6月30日',
  },
  {
    kind: 'billReminder',
    templateId: '58fj_dCN9Bthfb-vahj_57v7qO-7QStzIDXN-SIc5QU',
    title: '缴费提醒',
    content: [
      line('房屋', 'thing1'),
      line('费用项目', 'thing2'),
      line('应缴金额', 'amount3'),
      line('缴费期限', 'date4'),
    ].join('\n'),
    example: '房屋：幸福里小区3栋1201\n费用项目：2024年6月物业费\n应缴金额：¥142.80\n缴费期限：2024年6月15日',
  },
  {
    kind: 'paid',
    templateId: '241gCT2b7cMHbZST8n96Kmg50Cg294FiR7zKyu3Nn3Y',
    title: '缴费成功通知',
    content: [
      line('房屋', 'thing1'),
      line('缴费金额', 'amount2'),
      line('缴费时间', 'time3'),
      line('收据编号', 'character_string4'),
    ].join('\n'),
    example: '房屋：幸福里小区3栋1201\n缴费金额：¥285.51\n缴费时间：2024年5月10日 10:00\n收据编号：SJ20240510001',
  },
  {
    kind: 'repairProgress',
    templateId: 'KiGV55L2Dkko39LS-dogNDr7Knh3N1D0slyFUyC1OSA',
    title: '报修进度通知',
    content: [
      line('报修事项', 'thing1'),
      line('当前进度', 'phrase2'),
      line('处理人员', 'name3'),
      line('更新时间', 'time4'),
    ].join('\n'),
    example: '报修事项：卫生间天花板渗水\n当前进度：已派单\n处理人员：王师傅\n更新时间：2024年5月10日 10:00',
  },
  {
    kind: 'meetingVote',
    templateId: '3ow3yRBXrdMLA5ljhtBrR1-gnPjpGkr1athQURbbEpk',
    title: '会议表决通知',
    content: [line('表决事项', 'thing1'), line('所在小区', 'thing2'), line('投票时间', 'date3')].join('\n'),
    example: '表决事项：续聘物业服务企业\n所在小区：幸福里小区\n投票时间：2024年6月1日~2024年6月30日',
  },
] as const satisfies readonly (TemplateConfig & { kind: string })[];

export type DefaultTemplateKind = (typeof DEFAULT_TEMPLATES)[number]['kind'];

/** The default templates' ids by kind: `DEFAULT_TEMPLATE_IDS.arrears`. */
export const DEFAULT_TEMPLATE_IDS = Object.fromEntries(DEFAULT_TEMPLATES.map((t) => [t.kind, t.templateId])) as {
  [K in DefaultTemplateKind]: Extract<(typeof DEFAULT_TEMPLATES)[number], { kind: K }>['templateId'];
};

/** The keys of each default template in order (`DEFAULT_TEMPLATE_KEYS.arrears` → thing1, amount2, thing3, date4). */
export const DEFAULT_TEMPLATE_KEYS = Object.fromEntries(
  DEFAULT_TEMPLATES.map((t) => [t.kind, contentKeys(t.content)]),
) as Record<DefaultTemplateKind, string[]>;

/** Two users at start: one following, one not (so 43004 can be seen without knobs). */
export const DEFAULT_USERS: UserConfig[] = [
  { openid: 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M', nickname: '张业主', following: true },
  { openid: 'oQm2kVb6x9-3dMpL0T4rHsZeWq1A', nickname: '李未关注', following: false },
];

export interface WechatVendorOptions {
  /** The 公众号's AppID and AppSecret; generated when absent (see `RunningWechatVendor.appId`). */
  appId?: string;
  appSecret?: string;
  /** The 服务器配置 Token events are signed with; generated when absent. */
  token?: string;
  /** The account's 原始ID (ToUserName of events); generated when absent. */
  originalId?: string;
  templates?: TemplateConfig[];
  users?: UserConfig[];
  /** The developer's server URL (服务器地址(URL)) events are pushed to; absent: none are pushed. */
  eventUrl?: string;
  /** 网页授权域名: a redirect_uri must be on one of these hosts (10003 otherwise); absent: any host. */
  oauthDomains?: string[];
  clock?: WechatVendorClock;
  timing?: Partial<WechatVendorTiming>;
  logLevel?: string;
}

export interface Template extends Required<Omit<TemplateConfig, 'kind'>> {
  kind: string | undefined;
  keys: string[];
}

export interface ResolvedOptions {
  appId: string;
  appSecret: string;
  token: string;
  originalId: string;
  templates: Map<string, Template>;
  users: Required<UserConfig>[];
  eventUrl: string | undefined;
  oauthDomains: string[] | undefined;
  clock: WechatVendorClock;
  timing: WechatVendorTiming;
  logLevel: string;
}

export function resolveOptions(options: WechatVendorOptions): ResolvedOptions {
  const templates = new Map<string, Template>();
  const configured: readonly TemplateConfig[] = options.templates ?? DEFAULT_TEMPLATES;
  for (const t of configured) {
    const keys = contentKeys(t.content);
    const untyped = keys.filter((k) => !['first', 'remark'].includes(k) && !keyType(k));
    if (untyped.length) throw new Error(`模板 ${t.title} 的关键词类型未知：${untyped.join('、')}`);
    templates.set(t.templateId, {
      templateId: t.templateId,
      title: t.title,
      content: t.content,
      example: t.example,
      primaryIndustry: t.primaryIndustry ?? '房地产',
      deputyIndustry: t.deputyIndustry ?? '物业',
      kind: t.kind,
      keys,
    });
  }
  const token = options.token ?? ids.eventToken();
  if (!/^[A-Za-z0-9]{3,32}$/.test(token)) throw new Error('Token 须为 3–32 位字母或数字');
  return {
    appId: options.appId ?? ids.appId(),
    appSecret: options.appSecret ?? ids.appSecret(),
    token,
    originalId: options.originalId ?? ids.originalId(),
    templates,
    users: (options.users ?? DEFAULT_USERS).map((u) => ({
      openid: u.openid ?? ids.openid(),
      nickname: u.nickname,
      following: u.following ?? true,
    })),
    eventUrl: options.eventUrl,
    oauthDomains: options.oauthDomains,
    clock: options.clock ?? { now: () => Date.now() },
    timing: { ...DEFAULT_TIMING, ...options.timing },
    logLevel: options.logLevel ?? 'info',
  };
}
