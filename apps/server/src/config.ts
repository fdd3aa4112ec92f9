import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type WechatpayConfig, wechatpayConfigFromEnv } from './modules/payments/wechatpay-config';
import { type SmsConfig, smsConfigFromEnv } from './modules/sms/index';
import { type WechatConfig, wechatConfigFromEnv } from './modules/wechat/index';
import { type EinvoiceConfig, einvoiceConfigFromEnv } from './modules/einvoice/index';

/** The documented default signing key; it ships in the web client, so it proves integrity only. */
export const DEFAULT_AUTH_SIGN_KEY = 'pm-suite-sign-2026';

const port = z.coerce.number().int().min(0).max(65535);

/** The names @fastify/proxy-addr knows for well-known ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (`10.0.0.0/8`, `fd00::/8`), an IPv4 address with netmask, or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', suffix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || suffix === undefined || extra !== undefined) return false;
  if (family === 4 && isIP(suffix) === 4) return true;
  return /^\d{1,3}$/.test(suffix) && Number(suffix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed, as a comma-separated list; absent,
 * empty or `false` believes none (the socket peer is the client). A hop count is refused: Fastify 5
 * ignores it (a direct client could send as many hops as it likes), and `true` would believe anyone.
 */
const TrustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text) || text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY 须列出前置代理的地址或网段（如 127.0.0.1,10.0.0.0/8），不接受 ${text}：跳数或 true 会让直连的客户端伪造自己的地址`,
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyEntry(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY 含无效的地址或网段：${bad.map((e) => `"${e}"`).join('、')}（示例：127.0.0.1,10.0.0.0/8）`,
      });
      return z.NEVER;
    }
    return entries;
  });

const Env = z.object({
  PORT: port.default(3000),
  PROVIDER_PORT: port.optional(),
  PAYMENT_VENDOR_PORT: port.optional(),
  /** The bundled fake Aliyun SMS gateway's port; -1: not started. */
  SMS_VENDOR_PORT: z.coerce.number().int().min(-1).max(65535).optional(),
  /** The bundled fake WeChat 公众号 platform's port; -1: not started. */
  WECHAT_VENDOR_PORT: z.coerce.number().int().min(-1).max(65535).optional(),
  /** The bundled fake e-invoice platform's port; -1: not started. */
  EINVOICE_VENDOR_PORT: z.coerce.number().int().min(-1).max(65535).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头')
    .optional(),
  DATABASE_POOL: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL 必须以 redis:// 开头')
    .optional(),
  AUTH_SIGN_KEY: z.string().min(8, 'AUTH_SIGN_KEY 至少 8 个字符').default(DEFAULT_AUTH_SIGN_KEY),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET 至少 32 个字符').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  WEB_DIST: z.string().optional(),
  /** Where the server reaches the call-centre vendor; default: the bundled fake on PROVIDER_PORT. */
  PROVIDER_URL: z.string().url().optional(),
  /** Where the server reaches WeChat Pay (API v3); default: the bundled fake on PAYMENT_VENDOR_PORT. */
  PAYMENT_VENDOR_URL: z.string().url().optional(),
  /**
   * The WeChat Pay merchant (直连商户), all or none; none: online payment is off (or, at `npm start`, the bundled
   * fake's generated merchant). Keys are PEM text or a file path; WECHATPAY_PLATFORM_KEYS is `<PUB_KEY_ID_…>=<pem
   * or path>` pairs separated by commas or newlines (two during a key rotation). Checked in wechatpay-config.ts.
   */
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_MERCHANT_KEY: z.string().optional(),
  WECHATPAY_MERCHANT_SERIAL: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_KEYS: z.string().optional(),
  /**
   * Where WeChat Pay sends its notifications: this product's `/api/pay/wechat/notify` as the vendor reaches it
   * (HTTPS, no query string, for a real merchant); default: this server's own address on 127.0.0.1.
   */
  WECHATPAY_NOTIFY_URL: z.string().url().optional(),
  /**
   * The Aliyun SMS account (短信服务): AccessKey id and secret, the approved sign and template codes; absent: SMS is
   * off (or, at `npm start`, the bundled fake's demo key). ALIYUN_SMS_ENDPOINT defaults to https://dysmsapi.aliyuncs.com.
   * Checked in modules/sms/sms-config.ts.
   */
  ALIYUN_SMS_ENDPOINT: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_LOGIN: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_BILL_NOTICE: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_NOTICE: z.string().optional(),
  /**
   * The WeChat 服务号 (模板消息, 网页授权): AppID, AppSecret and the 服务器配置 Token, all or none; none: WeChat is off
   * (or, at `npm start`, the bundled fake's demo account). The bases default to https://api.weixin.qq.com and
   * https://open.weixin.qq.com. Checked in modules/wechat/wechat-config.ts.
   */
  WECHAT_MP_APP_ID: z.string().optional(),
  WECHAT_MP_APP_SECRET: z.string().optional(),
  WECHAT_MP_TOKEN: z.string().optional(),
  WECHAT_MP_API_BASE: z.string().optional(),
  WECHAT_MP_OAUTH_BASE: z.string().optional(),
  /**
   * The e-invoice platform (a Nuonuo-like 诺税通 application): appKey, appSecret and the default seller's tax id, all or
   * none; none: e-invoices are off (or, at `npm start`, the bundled fake's demo application). EINVOICE_URL defaults to
   * https://sdk.nuonuo.com, EINVOICE_TOKEN_URL to Nuonuo's token host. Checked in modules/einvoice/einvoice-config.ts.
   */
  EINVOICE_URL: z.string().optional(),
  EINVOICE_TOKEN_URL: z.string().optional(),
  EINVOICE_APP_KEY: z.string().optional(),
  EINVOICE_APP_SECRET: z.string().optional(),
  EINVOICE_SELLER_TAX_ID: z.string().optional(),
  /** The agents' phone: jssip (SIP over WebSocket) or sdk (the vendor's phone SDK). */
  CALL_CENTER_PHONE: z.enum(['jssip', 'sdk'], { error: 'CALL_CENTER_PHONE 只能是 jssip 或 sdk' }).default('jssip'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: TrustProxy,
  /** How often an idle job worker asks the queue for a task (seconds). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** How often schedules (定时任务) are checked for a firing that is due (seconds). */
  JOB_TICK_SECONDS: z.coerce.number().min(0.1).max(300).default(20),
  /**
   * How long a task may stay taken before it counts as lost (its instance died) and is delivered
   * again; absent, each kind's own (60 s for a bill run's batch).
   */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).optional(),
  /**
   * Test knob, never set in production: a file holding milliseconds the schedules' clock runs ahead
   * of the real one (the browser test moves a schedule's day past without waiting a month).
   */
  JOB_CLOCK_FILE: z.string().optional(),
  /** 消息发送: messages per second this instance sends at most (the gateway's rate limit), and in flight at once. */
  MESSAGE_SEND_RATE: z.coerce.number().positive().max(5000).default(50),
  MESSAGE_SEND_PARALLEL: z.coerce.number().int().min(1).max(64).default(8),
  /** A message taken to send this long ago and still 发送中 lost its instance: it is checked with the vendor and sent again. */
  MESSAGE_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** The product's address as owners reach it (links in messages): https://wy.example.com; default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** A token the SMS report URL carries (…/api/vendor/sms/reports?token=…): reports without it are refused. */
  ALIYUN_SMS_REPORT_TOKEN: z.string().min(16).optional(),
});

export interface Config {
  port: number;
  host: string;
  providerPort: number;
  providerUrl: string;
  /** The bundled fake WeChat Pay's port (PORT + 2 by default). */
  paymentVendorPort: number;
  /** WeChat Pay's API base URL: the real https://api.mch.weixin.qq.com, or the bundled fake. */
  paymentVendorUrl: string;
  /** The WeChat Pay merchant (WECHATPAY_*); undefined: online payment is off. Its secrets never serialise. */
  wechatpay: WechatpayConfig | undefined;
  /** The bundled fake Aliyun SMS gateway's port (PORT + 3 by default; -1: not started). */
  smsVendorPort: number;
  /** The Aliyun SMS account (ALIYUN_SMS_*); undefined: SMS is off. Its secret never serialises. */
  sms: SmsConfig | undefined;
  /** The bundled fake WeChat 公众号 platform's port (PORT + 4 by default; -1: not started). */
  wechatVendorPort: number;
  /** The WeChat 服务号 (WECHAT_MP_*); undefined: WeChat is off. Its secret and token never serialise. */
  wechat: WechatConfig | undefined;
  /** The bundled fake e-invoice platform's port (PORT + 5 by default; -1: not started). */
  einvoiceVendorPort: number;
  /** The e-invoice platform (EINVOICE_*); undefined: e-invoices are off. Its secret never serialises. */
  einvoice: EinvoiceConfig | undefined;
  /** WECHATPAY_NOTIFY_URL; undefined: http://127.0.0.1:<the port this server listens on>/api/pay/wechat/notify. */
  wechatpayNotifyUrl: string | undefined;
  /** The phone agents' browsers use: JsSIP (default) or the vendor's phone SDK. */
  callCenterPhone: 'jssip' | 'sdk';
  dataDir: string;
  databaseUrl: string | undefined;
  databasePool: number;
  redisUrl: string | undefined;
  authSignKey: string;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  webDist: string | undefined;
  seedDemo: boolean;
  /** Proxies whose X-Forwarded-For gives the client address; false: the socket peer is the client. */
  trustProxy: false | string[];
  /** The job engine's worker poll and schedule tick, in seconds. */
  jobPollSeconds: number;
  jobTickSeconds: number;
  /** Overrides every job kind's task expiry (JOB_EXPIRE_SECONDS). */
  jobExpireSeconds: number | undefined;
  /** Test knob: the schedules' clock offset is read from this file (JOB_CLOCK_FILE). */
  jobClockFile: string | undefined;
  messageSendRate: number;
  messageSendParallel: number;
  messageStaleSeconds: number;
  /** Whether writing messages starts sending at once (tests turn it off to send step by step). */
  messageKick: boolean;
  publicUrl: string | undefined;
  smsReportToken: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置错误，无法启动：\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const paymentVendorPort = e.PAYMENT_VENDOR_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 2);
  const paymentVendorUrl = e.PAYMENT_VENDOR_URL ?? `http://127.0.0.1:${paymentVendorPort}`;
  const wechatpay = wechatpayConfigFromEnv(e, paymentVendorUrl);
  if (wechatpay.problems.length > 0) {
    const lines = wechatpay.problems.map((p) => `  ${p.variable}: ${p.message}`);
    throw new ConfigError(`配置错误，无法启动：\n${lines.join('\n')}`);
  }
  const sms = smsConfigFromEnv(e);
  if (sms.problems.length > 0) {
    const lines = sms.problems.map((p) => `  ${p.variable}: ${p.message}`);
    throw new ConfigError(`配置错误，无法启动：\n${lines.join('\n')}`);
  }
  const wechat = wechatConfigFromEnv(e);
  if (wechat.problems.length > 0) {
    const lines = wechat.problems.map((p) => `  ${p.variable}: ${p.message}`);
    throw new ConfigError(`配置错误，无法启动：\n${lines.join('\n')}`);
  }
  const einvoice = einvoiceConfigFromEnv(e);
  if (einvoice.problems.length > 0) {
    const lines = einvoice.problems.map((p) => `  ${p.variable}: ${p.message}`);
    throw new ConfigError(`配置错误，无法启动：\n${lines.join('\n')}`);
  }
  const providerPort = e.PROVIDER_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1);
  return {
    port: e.PORT,
    host: e.HOST,
    providerPort,
    providerUrl: e.PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`,
    paymentVendorPort,
    paymentVendorUrl,
    wechatpay: wechatpay.config,
    wechatpayNotifyUrl: e.WECHATPAY_NOTIFY_URL,
    smsVendorPort: e.SMS_VENDOR_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 3),
    sms: sms.config,
    wechatVendorPort: e.WECHAT_VENDOR_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 4),
    wechat: wechat.config,
    einvoiceVendorPort: e.EINVOICE_VENDOR_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 5),
    einvoice: einvoice.config,
    callCenterPhone: e.CALL_CENTER_PHONE,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePool: e.DATABASE_POOL,
    redisUrl: e.REDIS_URL,
    authSignKey: e.AUTH_SIGN_KEY,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    jobTickSeconds: e.JOB_TICK_SECONDS,
    jobClockFile: e.JOB_CLOCK_FILE,
    jobExpireSeconds: e.JOB_EXPIRE_SECONDS,
    messageSendRate: e.MESSAGE_SEND_RATE,
    messageSendParallel: e.MESSAGE_SEND_PARALLEL,
    messageStaleSeconds: e.MESSAGE_STALE_SECONDS,
    messageKick: true,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    smsReportToken: e.ALIYUN_SMS_REPORT_TOKEN,
  };
}

/** A config for tests: no ports, a throwaway data folder. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/pm-test-data', SEED_DEMO: 'false' }),
    // Tests send messages step by step (app.outbound.dispatcher.drain); a test that wants the product's way says so.
    messageKick: false,
    ...overrides,
  };
}
