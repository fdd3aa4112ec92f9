import type { Role } from '@pm/contracts';
import { ownerAuthorization } from '../factories/owner-portal';
import type { TestApp } from '../harness';
import { buildCompany } from '../factories/companies';
import { buildUser } from '../factories/users';
import { tokenFor } from '../factories/session';
import { encodeAny, hostileSegment, hostileString, hostileValue, pollutingObject } from './hostile-values';
import { writeTargets, type Caller, type FuzzTarget } from './fuzz-targets';
import { seededRng, type Rng } from './rng';

export interface FuzzFinding {
  method: string;
  url: string;
  body: string;
  status: number;
  why: string;
  answer: string;
}

export interface FuzzReport {
  endpoints: number;
  sent: number;
  byStatus: Record<number, number>;
  /** Requests that broke the rules: a 5xx, no envelope, or no Chinese message. */
  findings: FuzzFinding[];
  serverErrors: number;
  /** Answers that broke any rule (5xx included); the first MAX_FINDINGS_KEPT are in findings. */
  broken: number;
  /** Sessions issued again after a request revoked the caller's (a fuzzed logout or password change). */
  reissued: number;
  ms: number;
}

const CHINESE = /[\u4e00-\u9fff]/;
const ROLES: Role[] = ['emp', 'sa', 'super', 'root', 'gov'];
const MAX_FINDINGS_KEPT = 50;

/** A body and its content type: mostly JSON made from the target's sample, sometimes not JSON at all. */
function hostileBody(rng: Rng, sample: Record<string, unknown>): { text: string; type: string } {
  const keys = Object.keys(sample);
  const mode = rng.int(0, 19);
  if (mode === 0)
    return { text: rng.pick(['{"a":', '', 'null', '[', '{"a":1}}', '\u0000', 'not json']), type: 'application/json' };
  if (mode === 1)
    return { text: 'a=1&b=2', type: rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) };
  if (mode === 2) {
    // Deeper than JSON.stringify can write: the text is made directly.
    const depth = rng.pick([1000, 10_000, 100_000]);
    const [open, close] = rng.chance(0.5) ? ['[', ']'] : ['{"a":', '}'];
    return { text: `${open.repeat(depth)}1${close.repeat(depth)}`, type: 'application/json' };
  }
  const key = keys.length ? rng.pick(keys) : 'extra';
  let body: unknown;
  if (mode === 3) body = hostileValue(rng);
  else if (mode === 4) body = [sample, sample];
  else if (mode <= 9)
    body = { ...sample, [key]: hostileValue(rng) }; // one bad field, the rest plausible
  else if (mode <= 12) {
    // NUL or half a surrogate pair inside an otherwise plausible value.
    const value = sample[key];
    body = {
      ...sample,
      [key]: `${typeof value === 'string' ? value : '文本'}${rng.pick(['\u0000', '\ud800', '\udc00x'])}`,
    };
  } else if (mode === 13) body = Object.assign(pollutingObject(rng), sample);
  else if (mode <= 16) {
    const out: Record<string, unknown> = {};
    for (const k of keys) if (!rng.chance(0.15)) out[k] = rng.chance(0.5) ? hostileValue(rng) : sample[k];
    body = out;
  } else {
    const { [key]: _missing, ...rest } = sample;
    body = { ...rest, [hostileString(rng).slice(0, 50) || 'extra']: hostileValue(rng) };
  }
  return { text: JSON.stringify(body) ?? 'null', type: 'application/json' };
}

function hostileQuery(rng: Rng, sample: Record<string, unknown>): string {
  const keys = [...Object.keys(sample), 'q', 'id', 'token'];
  const parts: string[] = [];
  for (const key of keys) {
    if (!rng.chance(0.5)) continue;
    const value = hostileValue(rng);
    parts.push(
      `${encodeAny(key)}=${rng.chance(0.2) ? '%00' : encodeAny(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
    );
  }
  if (rng.chance(0.1)) parts.push('__proto__[role]=root', 'a[b][c][d]=1', 'x=%ED%A0%80', 'y=%');
  return parts.length ? `?${parts.join('&')}` : '';
}

function urlOf(rng: Rng, target: FuzzTarget): string {
  const path = target.path.replace(/:([A-Za-z0-9_]+)/g, () => hostileSegment(rng));
  return target.method === 'DELETE' || rng.chance(0.2) ? path + hostileQuery(rng, target.sample) : path;
}

function excerpt(text: string): string {
  return text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : text;
}

/** What is wrong with an answer, or undefined: no 5xx, the {code, msg} envelope, a Chinese message when refused. */
function problemWith(target: FuzzTarget, status: number, type: string, payload: string): string | undefined {
  if (status >= 500) return 'server error';
  if (!type.includes('json')) return status < 300 && target.raw ? undefined : 'not the JSON envelope';
  let body: { code?: unknown; msg?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return 'unparsable JSON';
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string') return 'no {code, msg} envelope';
  const refused = status >= 400 || body.code !== 200;
  if (refused && !CHINESE.test(body.msg)) return 'message not in Chinese';
  return undefined;
}

/**
 * Sends `runs` hostile requests to every write endpoint as a signed-in user of its role, and
 * reports what came back. The seed makes a run repeatable.
 */
export async function runFuzz(
  t: TestApp,
  options: { runs: number; seed: number; onEndpoint?: (done: number, total: number) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  const rng = seededRng(options.seed);
  const company = await buildCompany(t.database.db);
  const users = new Map<Role, { id: number }>();
  const headers = new Map<Caller, { authorization: string }>();
  for (const role of ROLES) {
    const user = await buildUser(t.database.db, { companyId: company.id, role });
    users.set(role, user);
    headers.set(role, await tokenFor(t, user));
  }
  headers.set('owner', await ownerAuthorization(t.database.db));
  const targets = writeTargets();
  const report: FuzzReport = {
    endpoints: targets.length,
    sent: 0,
    byStatus: {},
    findings: [],
    serverErrors: 0,
    broken: 0,
    reissued: 0,
    ms: 0,
  };

  for (const [index, target] of targets.entries()) {
    for (let run = 0; run < options.runs; run++) {
      const url = urlOf(rng, target);
      const body = target.method === 'DELETE' && rng.chance(0.8) ? undefined : hostileBody(rng, target.sample);
      const auth = target.role ? headers.get(target.role) : undefined;
      const response = await t.app.inject({
        method: target.method,
        url,
        headers: { ...(auth ?? {}), ...(body ? { 'content-type': body.type } : {}) },
        ...(body ? { payload: body.text } : {}),
      });
      report.sent += 1;
      report.byStatus[response.statusCode] = (report.byStatus[response.statusCode] ?? 0) + 1;
      const why = problemWith(
        target,
        response.statusCode,
        String(response.headers['content-type'] ?? ''),
        response.body,
      );
      if (response.statusCode >= 500) report.serverErrors += 1;
      if (why) report.broken += 1;
      if (why && report.findings.length < MAX_FINDINGS_KEPT) {
        report.findings.push({
          method: target.method,
          url: excerpt(url),
          body: excerpt(body?.text ?? ''),
          status: response.statusCode,
          why,
          answer: excerpt(response.body),
        });
      }
      if (response.statusCode === 401 && target.role) {
        // The request revoked the session (logout, password change, 业主退出): sign the caller in again.
        if (target.role === 'owner') headers.set('owner', await ownerAuthorization(t.database.db));
        else {
          const user = users.get(target.role);
          if (user) headers.set(target.role, await tokenFor(t, user));
        }
        report.reissued += 1;
      }
    }
    options.onEndpoint?.(index + 1, targets.length);
  }
  report.ms = Date.now() - started;
  return report;
}

/** The report as lines for a terminal: counts, then the findings. */
export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lines = [
    `endpoints (record endpoints once per record key): ${report.endpoints}`,
    `requests sent: ${report.sent} in ${(report.ms / 1000).toFixed(1)} s`,
    `by status: ${statuses}`,
    `5xx found: ${report.serverErrors}`,
    `sessions issued again: ${report.reissued}`,
    `answers breaking the rules (5xx, no envelope, no Chinese message): ${report.broken}`,
    ...report.findings.map((f) => `  ${f.status} ${f.why}: ${f.method} ${f.url} body=${f.body} → ${f.answer}`),
  ];
  return lines.join('\n');
}
