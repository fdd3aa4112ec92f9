/** What the bench server's child process reports on its one JSON line (bench-server.ts reads it). */
export interface BenchServerInfo {
  /** The real app's port (buildApp on 127.0.0.1). */
  port: number;
  /** Port of the bench-only helper server: /bench/cpu, and /bare/menu with the menu baseline. */
  helperPort: number;
  /** The server process (its CPU and RSS can be read from /proc). */
  pid: number;
  /** The bench database's name (its PostgreSQL backends are the server's pool). */
  database: string;
  /** Whether this instance only attached to another's database (it leaves the database when it stops). */
  attached: boolean;
  pool: number;
  mode: string;
  /** Where sessions, nonces and rate limits live: redis with BENCH_REDIS_URL, else postgres. */
  store: 'redis' | 'postgres';
  /** The public signing key of POST /api/auth, for building sign-in requests. */
  authSignKey: string;
  /** Scale houses added after the demo seed (seed:scale), when asked for. */
  scale: { houses: number; ms: number; estateIds: number[] } | null;
  /** With `settlement`: the lines seed:scale wrote, and whether the database came from the cached template. */
  settlement: { lines: number; payments: number; openLines: number; ms: number; cached: boolean } | null;
  /** With `accounting`: the scale company-year (bench/support/accounting-scale.ts) and whether it came from the template. */
  accounting?: { companyId: number; vouchers: number; lines: number; ms: number; cached: boolean } | null;
}

export interface BenchServerOptions {
  /** Adds this many houses to company SH with seed:scale after the demo seed (0: none). */
  houses?: number;
  /** Houses per scale estate (seed:scale's default 5,000): the bench's payments spread over this many estates' counters. */
  perEstate?: number;
  /**
   * seed:scale's settlement data for the houses (`linesPerHouse` released lines each, part paid). The
   * seeded database is kept as a template named by the parameters, the month and a hash of the
   * migrations and the seed, and later benches copy it instead of seeding again (BENCH_FRESH=1: rebuild).
   */
  settlement?: { linesPerHouse: number };
  /**
   * A company-year of `lines` posted voucher lines for SH-PD (bench/support/accounting-scale.ts) after the
   * demo seed, kept as a template like `settlement` (BENCH_FRESH=1: rebuild).
   */
  accounting?: { lines: number };
  /**
   * Online payment on: the app collects for this merchant (a fake WeChat Pay the bench runs, its platform key and
   * the merchant's keys), so a bench can sign and encrypt notifications as the vendor would.
   */
  wechatpay?: {
    url: string;
    platform: { keyId: string; publicKeyPem: string };
    merchant: { mchid: string; appids: string[]; serialNo: string; privateKeyPem: string; apiV3Key: string };
  };
  /** SMS through a fake Aliyun gateway the bench runs (its URL and AccessKey), and 消息发送's pace. */
  sms?: { url: string; accessKeyId: string; accessKeySecret: string };
  messages?: { rate: number; parallel: number; staleSeconds: number };
  /** Serves the menu SQL of GET /api/menu/v2 on a bare Fastify route (/bare/menu?user&company). */
  menuBaseline?: boolean;
  /** Serves settlement-pay's floor on a bare Fastify route (POST /bare/pay, pay-floor.ts). */
  payFloor?: boolean;
  /** Serves settlement-arrears' floor on a bare Fastify route (POST /bare/arrears-summary, arrears-floor.ts). */
  arrearsFloor?: boolean;
  /**
   * Another instance of the app on the bench database of a running bench server (its `info.database`): no
   * database is created, seeded or dropped, so both instances' job workers share one queue.
   */
  attachTo?: string;
}

/** Environment variable the parent passes the options in. */
export const OPTIONS_ENV = 'BENCH_SERVER_OPTIONS';
