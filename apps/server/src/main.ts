import { randomBytes } from 'node:crypto';
import { DataDirLockedError, openDatabase, runMigrations } from '@pm/db';
import { startEinvoiceVendor } from '@pm/einvoice-vendor';
import { startPayVendor } from '@pm/pay-vendor';
import { startProvider } from '@pm/provider';
import { startSmsVendor } from '@pm/sms-vendor';
import { startWechatVendor } from '@pm/wechat-vendor';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runDemoSeed, writeDemoFiles } from '@pm/seed';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { einvoiceConfigFromFake } from './modules/einvoice/index';
import { EINVOICE_CALLBACK_PATH } from './modules/invoices/index';
import { localNotifyUrl, PayGateway, seedDemoOnline, wechatpayConfigFromFake } from './modules/payments';
import { smsConfigFromFake } from './modules/sms/index';
import { WECHAT_EVENTS_PATH, wechatConfigFromFake } from './modules/wechat/index';

/** What is running, closed in reverse order on a signal or when the database process dies. */
const running: { close(): Promise<unknown> }[] = [];
let stopping = false;

async function stop(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}，正在关闭…`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  for (const part of running.reverse()) await part.close().catch(() => undefined);
  process.exit(code);
}

/**
 * A database connection dropped under a query (PostgreSQL restarted, a backend terminated) can
 * leave a rejection no caller awaits any more; the pool reconnects on the next query, so the server
 * goes on. Any other unhandled rejection is a bug: it stops the server as Node would.
 */
const DROPPED_CONNECTION = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'ECONNRESET', 'ECONNREFUSED', '57P01']);
function onUnhandledRejection(reason: unknown): void {
  const code = typeof reason === 'object' && reason !== null ? (reason as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && DROPPED_CONNECTION.has(code)) {
    console.error(`数据库连接中断（${code}），已忽略未处理的拒绝；连接池将重新连接`);
    return;
  }
  console.error('未处理的拒绝，服务停止：', reason);
  process.exit(1);
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  process.on('SIGINT', () => void stop('收到 SIGINT', 0));
  process.on('SIGTERM', () => void stop('收到 SIGTERM', 0));
  process.on('unhandledRejection', onUnhandledRejection);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePool,
    // A server whose database process is gone cannot serve; leaving frees the folder for a restart.
    onEmbeddedExit: (code, signal) => void stop(`嵌入式数据库进程意外退出（${signal ?? `退出码 ${String(code)}`}）`, 1),
  });
  running.push(database);
  await runMigrations(database.db);
  if (config.seedDemo) {
    await runDemoSeed(database.db);
    await writeDemoFiles(config.dataDir);
  }
  const payVendor =
    config.paymentVendorPort >= 0 && !process.env.PAYMENT_VENDOR_URL
      ? await startPayVendor({ port: config.paymentVendorPort, host: '127.0.0.1', logLevel: config.logLevel })
      : undefined;
  if (payVendor) running.push(payVendor);
  // The demo pays through the bundled fake with its generated merchant when no WECHATPAY_* is set.
  if (payVendor && !config.wechatpay) config.wechatpay = wechatpayConfigFromFake(payVendor);
  // The demo sends SMS to the bundled fake Aliyun gateway (its page lists every message) when no account is set.
  const smsVendor =
    config.smsVendorPort >= 0 && !process.env.ALIYUN_SMS_ACCESS_KEY_ID
      ? await startSmsVendor({ port: config.smsVendorPort, host: '127.0.0.1', logLevel: config.logLevel })
      : undefined;
  if (smsVendor) running.push(smsVendor);
  if (smsVendor && !config.sms) config.sms = smsConfigFromFake(smsVendor);
  // The fake pushes its delivery reports to this server, with a token of this run in the URL.
  if (smsVendor && !config.smsReportToken) config.smsReportToken = randomBytes(24).toString('hex');
  // The demo's 服务号 is the bundled fake (its page shows each user's 服务通知) when no WECHAT_MP_APP_ID is set.
  const wechatVendor =
    config.wechatVendorPort >= 0 && !process.env.WECHAT_MP_APP_ID
      ? await startWechatVendor({ port: config.wechatVendorPort, host: '127.0.0.1', logLevel: config.logLevel })
      : undefined;
  if (wechatVendor) running.push(wechatVendor);
  if (wechatVendor && !config.wechat) config.wechat = wechatConfigFromFake(wechatVendor);
  // The demo's 数电票 go to the bundled fake platform (its page shows every invoice and its files) when no
  // EINVOICE_APP_KEY is set. Its console's 回调地址 is this server's callback route once it listens (orders name
  // one themselves only when PUBLIC_URL is set); results are also asked for by query.
  const einvoiceVendor =
    config.einvoiceVendorPort >= 0 && !process.env.EINVOICE_APP_KEY
      ? await startEinvoiceVendor({ port: config.einvoiceVendorPort, host: '127.0.0.1', logLevel: config.logLevel })
      : undefined;
  if (einvoiceVendor) running.push(einvoiceVendor);
  if (einvoiceVendor && !config.einvoice) config.einvoice = einvoiceConfigFromFake(einvoiceVendor);
  const app = await buildApp(config, database);
  running.push(app);
  const provider =
    config.providerPort >= 0 && !process.env.PROVIDER_URL
      ? await startProvider({ port: config.providerPort, host: '127.0.0.1', logLevel: config.logLevel })
      : undefined;
  if (provider) running.push(provider);
  await app.listen({ port: config.port, host: config.host });
  // The fake pushes its events (TEMPLATESENDJOBFINISH, subscribe …) to this server once it listens.
  const listening = app.server.address();
  if (einvoiceVendor) einvoiceVendor.knobs.setCallbackUrl(`http://127.0.0.1:${typeof listening === 'object' && listening ? listening.port : config.port}${EINVOICE_CALLBACK_PATH}`);
  if (wechatVendor) wechatVendor.knobs.setEventUrl(`http://127.0.0.1:${typeof listening === 'object' && listening ? listening.port : config.port}${WECHAT_EVENTS_PATH}`);
  // The demo's first online payments go through the fake and back to this server's notify_url: after listen.
  if (config.seedDemo && payVendor && config.wechatpay && !process.env.WECHATPAY_MCHID) {
    const wechatpay = config.wechatpay;
    const gateway = new PayGateway(wechatpay, () => config.wechatpayNotifyUrl ?? localNotifyUrl(app.server.address(), config.port));
    await seedDemoOnline(database.db, gateway, payVendor).catch((error: unknown) => app.log.warn({ err: error }, '演示线上支付未能写入'));
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  smsVendor?.knobs.setReportUrl(`http://127.0.0.1:${port}/api/vendor/sms/reports?token=${config.smsReportToken ?? ''}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const mode = database.mode === 'embedded' ? `嵌入式数据库 ${config.dataDir}` : 'PostgreSQL';
  const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(8)} ${a.description}`).join('\n');
  console.log(
    `\n智慧物业管理平台已启动（${seconds} 秒，${mode}）\n  打开  http://localhost:${port}/\n  业主端 http://localhost:${port}/owner（手机浏览器）\n  API   http://localhost:${port}/api/docs\n` +
      (provider ? `  呼叫中心模拟服务  ${provider.url}\n` : '') +
      (payVendor ? `  微信支付模拟服务  ${payVendor.url}\n` : '') +
      (smsVendor ? `  短信模拟服务  ${smsVendor.url}\n` : '') +
      (wechatVendor ? `  微信公众号模拟服务  ${wechatVendor.url}\n` : '') +
      (einvoiceVendor ? `  电子发票平台模拟服务  ${einvoiceVendor.url}\n` : '') +
      (config.seedDemo ? `\n演示账号（密码均为 ${DEMO_PASSWORD}）：\n${accounts}\n` : ''),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('启动失败：', error);
  process.exit(1);
});
