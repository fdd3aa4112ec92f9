import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { startPayVendor, type RunningPayVendor } from '@pm/pay-vendor';
import { schema, type Db } from '@pm/db';
import type { SmsFindResult, SmsMessage, SmsSendResult, SmsSender } from '../../src/modules/sms/sms-sender';
import { wechatpayConfigFromFake } from '../../src/modules/payments/index';
import { createTestApp, type TestApp } from '../harness';

// 业主端 tests: an SMS sender that records what it would send (the gateway's own fake is tested with its client),
// the fake WeChat Pay in process, and owners and residents on file with phones.

export class RecordingSms implements SmsSender {
  readonly signName = '智慧物业';
  readonly sent: SmsMessage[] = [];
  private refusals: SmsSendResult[] = [];

  async findSent(_phone: string, _day: string, matches: (outId: string) => boolean): Promise<SmsFindResult> {
    return this.sent.some((m) => m.outId !== undefined && matches(m.outId)) ? { found: true, delivered: null } : { found: false };
  }

  async send(message: SmsMessage): Promise<SmsSendResult> {
    const refusal = this.refusals.shift();
    if (refusal) return refusal;
    this.sent.push(message);
    return { ok: true, bizId: `biz-${this.sent.length}`, requestId: `req-${this.sent.length}` };
  }

  /** The next send is refused as the gateway would (its flow control, or another Code). */
  refuseNext(code: string, limited = false) {
    this.refusals.push({ ok: false, code, message: code, limited, retryable: false });
  }

  lastCode(phone: string): string {
    const message = this.sent.filter((m) => m.phone === phone).at(-1);
    if (!message) throw new Error(`no code sent to ${phone}`);
    return message.templateParam.code!;
  }
}

export interface PortalWorld {
  t: TestApp;
  sms: RecordingSms;
  vendor: RunningPayVendor;
  close(): Promise<void>;
}

export async function startOwnerPortal(): Promise<PortalWorld> {
  const vendor = await startPayVendor({ port: 0, logLevel: 'silent', timing: { retryScale: 0.001, answerTimeoutMs: 5000, refundSettleMs: 50 } });
  const sms = new RecordingSms();
  const t = await createTestApp({ wechatpay: wechatpayConfigFromFake(vendor) }, { sms });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    sms,
    vendor,
    close: async () => {
      await t.close();
      await vendor.close();
    },
  };
}

let seq = 0;

/** An owner on file for the house (入伙 on `from`, or a 迁出 event on `outOn`). */
export async function ownerOnFile(db: Db, companyId: number, houseId: number, person: { name: string; mobile: string; idNumber?: string }, outOn?: string) {
  const [owner] = await db
    .insert(schema.owners)
    .values({ companyId, name: person.name, type: '1', idType: '1', idNumber: person.idNumber ?? `P${companyId}-${++seq}`, mobile: person.mobile })
    .returning({ id: schema.owners.id });
  await db.insert(schema.houseOwnerEvents).values({ companyId, houseId, ownerId: owner!.id, event: '1', share: '100', eventDate: '2020-01-01' });
  if (outOn) await db.insert(schema.houseOwnerEvents).values({ companyId, houseId, ownerId: owner!.id, event: '3', eventDate: outOn });
  return owner!.id;
}

export async function residentOnFile(db: Db, companyId: number, houseId: number, person: { name: string; mobile: string; idNumber?: string; moveInDate?: string }) {
  const [row] = await db
    .insert(schema.residents)
    .values({ companyId, houseId, name: person.name, relation: '2', mobile: person.mobile, idType: '1', idNumber: person.idNumber ?? null, moveInDate: person.moveInDate ?? '2020-01-01' })
    .returning({ id: schema.residents.id });
  return row!.id;
}

/** Calls as an owner: the portal token in the Authorization header. */
export function ownerCalls(t: TestApp, token: string) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.call<{ code: number; msg: string; data: unknown }>({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

/** Signs in as the phone's owner through the real code path; answers the token. */
export async function signInOwner(t: TestApp, sms: RecordingSms, phone: string, ip = '10.0.0.1'): Promise<string> {
  const sent = await t.call({ method: 'POST', url: '/api/owner/sms-codes', payload: { phone }, remoteAddress: ip });
  if (sent.status !== 200) throw new Error(`code not sent: ${JSON.stringify(sent.body)}`);
  const res = await t.call<{ data: { token: string } }>({ method: 'POST', url: '/api/owner/sessions', payload: { phone, code: sms.lastCode(phone) }, remoteAddress: ip });
  if (res.status !== 200) throw new Error(`not signed in: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

/** An owner's session made straight in the tables (a phone with no house on file): its Authorization header. */
export async function ownerAuthorization(db: Db, phone = '13000000000'): Promise<{ authorization: string }> {
  const [account] = await db.execute<{ id: number }>(sql`
    insert into portal_accounts (phone) values (${phone}) on conflict (phone) do update set phone = excluded.phone returning id`);
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`insert into portal_sessions (token_hash, account_id, expires_at) values (${createHash('sha256').update(token).digest('hex')}, ${account!.id}, now() + interval '1 day')`);
  return { authorization: `Bearer ${token}` };
}
