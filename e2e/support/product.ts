import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningProduct {
  url: string;
  /** The server's process id (its embedded database runs in a child of it). */
  pid: number;
  providerUrl: string;
  /** The product's fake WeChat Pay (its payer page pays an order's QR code or H5 link). */
  paymentVendorUrl: string;
  /** The product's fake Aliyun SMS gateway (`/__test/messages?phone=` gives the codes it was sent). */
  smsVendorUrl: string;
  /** The product's fake e-invoice platform (`/__test/invoices` lists what it issued). */
  einvoiceVendorUrl: string;
  dataDir: string;
  /** JOB_CLOCK_FILE: the milliseconds the schedules' clock runs ahead (job-clock.ts writes it). */
  jobClockFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the built product (apps/server/dist) on free ports with a fresh DATA_DIR and demo data,
 * its clock in UTC (TZ) unless told: what people read must be China time whatever the server's zone.
 * Its schedules' clock can be moved by a test (JOB_CLOCK_FILE, read at each one-second tick).
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const port = await freePort();
  const providerPort = await freePort();
  const paymentVendorPort = await freePort();
  const smsVendorPort = await freePort();
  const einvoiceVendorPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pm-e2e-'));
  const jobClockFile = join(dataDir, 'job-clock');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PROVIDER_PORT: String(providerPort),
      PAYMENT_VENDOR_PORT: String(paymentVendorPort),
      SMS_VENDOR_PORT: String(smsVendorPort),
      EINVOICE_VENDOR_PORT: String(einvoiceVendorPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      TZ: 'UTC',
      JOB_CLOCK_FILE: jobClockFile,
      JOB_TICK_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A first start writes the whole demo seed (about 70 s on a quiet 2-core machine with the accounting books).
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`产品启动失败：\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`产品未在 240 秒内启动：\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    providerUrl: `http://127.0.0.1:${providerPort}`,
    paymentVendorUrl: `http://127.0.0.1:${paymentVendorPort}`,
    smsVendorUrl: `http://127.0.0.1:${smsVendorPort}`,
    einvoiceVendorUrl: `http://127.0.0.1:${einvoiceVendorPort}`,
    dataDir,
    jobClockFile,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
