import type { CallRecordPage, PhoneBookPage } from '@pm/contracts';
import type { Db } from '@pm/db';
import { CALL_CENTER_TIMERS } from '@pm/domain';
import { forbidden, notFound, rejected } from '../../errors/app-error';
import { visibleCompanyIds } from '../../http/company-scope';
import type { Session } from '../../http/session';
import * as repo from './call-center.repo';
import { syncCallFeed } from './call-feed';
import { VendorUnauthorized, type VendorAuth, type VendorClient } from './vendor-client';

const NOT_LOGGED_IN = '请先签入呼叫中心';

/** 138****5678: keeps the first 3 and last 4 digits of numbers longer than 7, else masks the middle. */
export function maskNumber(number: string): string {
  if (number.length > 7) return `${number.slice(0, 3)}****${number.slice(-4)}`;
  if (number.length > 4) return `${number.slice(0, 2)}**${number.slice(-2)}`;
  return number;
}

export class CallCenterService {
  constructor(
    private readonly db: Db,
    private readonly vendor: VendorClient,
  ) {}

  /** The caller's company must be the call-centre tenant. */
  async tenantOf(session: Session): Promise<string> {
    const company = await repo.findCompany(this.db, session.companyId);
    if (!company?.hasCallCenter || !company.callCenterTenant) {
      throw forbidden('当前公司未开通呼叫中心', 'call_center.not_enabled');
    }
    return company.callCenterTenant;
  }

  // ---- phone book ----
  async phoneBook(session: Session, q: string, page: number, size: number): Promise<PhoneBookPage> {
    await this.tenantOf(session);
    const { total, rows } = await repo.pagePhoneBook(this.db, session.companyId, q, page, size);
    return { total, page, size, rows };
  }

  async addPhoneBook(session: Session, v: { name: string; phone: string }) {
    await this.tenantOf(session);
    const row = await repo.insertPhoneBook(this.db, session.companyId, session.userId, v);
    if (!row) throw new Error('phone book entry not inserted');
    return row;
  }

  async changePhoneBook(session: Session, id: number, v: { name: string; phone: string }) {
    await this.tenantOf(session);
    const row = await repo.updatePhoneBook(this.db, session.companyId, session.userId, id, v);
    if (!row) throw notFound();
    return row;
  }

  async removePhoneBook(session: Session, id: number): Promise<null> {
    await this.tenantOf(session);
    if (!(await repo.deletePhoneBook(this.db, session.companyId, id))) throw notFound();
    return null;
  }

  // ---- agent login ----
  async login(session: Session, username: string, password: string) {
    const tenantId = await this.tenantOf(session);
    const answer = await this.vendor.token(username, password);
    if (answer.tenantId !== tenantId) throw rejected(400, 'call_center.agent_other_tenant', '该坐席不属于本公司的呼叫中心');
    const auth = { token: answer.access_token, tenantId };
    // The vendor checks the terminal source on every call; ask once so a wrong setup fails at login.
    await this.vendor.call(auth, 'GET', '/api/v1/agent/terminal-source');
    const row = await this.db.transaction(async (tx) => {
      const saved = await repo.saveAgentLogin(tx, {
        userId: session.userId,
        companyId: session.companyId,
        tenantId,
        agentId: answer.agentId,
        agentName: answer.agentName,
        agentDn: answer.agentDn,
        groupId: answer.groupId ?? null,
        vendorUsername: username,
        accessToken: answer.access_token,
        tokenExpiresAt: new Date(Date.now() + answer.expires_in * 1000),
      });
      await repo.setUserCallCenterLoggedIn(tx, session.userId, true);
      await repo.insertLoginLog(tx, { companyId: session.companyId, userId: session.userId, kind: 'agent-login', content: `坐席 ${answer.agentDn} 签入` });
      return saved;
    });
    return agentInfo(row);
  }

  async logout(session: Session): Promise<null> {
    const login = await repo.findAgentLogin(this.db, session.userId);
    if (login) {
      // Tell the vendor first (work state 7 logout); a dead token must not block the local logout.
      await this.vendor.call(auth(login), 'POST', '/api/v1/agent/updateWorkState', { body: { workState: 7 } }).catch(() => undefined);
    }
    await this.db.transaction(async (tx) => {
      await repo.deleteAgentLogin(tx, session.userId);
      await repo.setUserCallCenterLoggedIn(tx, session.userId, false);
    });
    return null;
  }

  async current(session: Session) {
    const login = await repo.findAgentLogin(this.db, session.userId);
    if (!login || login.companyId !== session.companyId || login.tokenExpiresAt < new Date()) return null;
    return agentInfo(login);
  }

  /** The caller's vendor credentials; a vendor 401 clears the login so the widget asks again. */
  private async withAgent<T>(session: Session, run: (auth: VendorAuth, login: repo.AgentLoginRow) => Promise<T>): Promise<T> {
    await this.tenantOf(session);
    const login = await repo.findAgentLogin(this.db, session.userId);
    if (!login || login.companyId !== session.companyId) throw rejected(409, 'call_center.agent_not_logged_in', NOT_LOGGED_IN);
    try {
      return await run(auth(login), login);
    } catch (error) {
      if (error instanceof VendorUnauthorized) {
        await repo.deleteAgentLogin(this.db, session.userId);
        await repo.setUserCallCenterLoggedIn(this.db, session.userId, false);
      }
      throw error;
    }
  }

  sipInfo(session: Session) {
    return this.withAgent(session, (a, login) =>
      this.vendor.call<{ sipUser: string; sipPassword: string; sipDomain: string; effectiveTime: number }>(
        a,
        'GET',
        `/api/v1/agent/sip-info?agentId=${encodeURIComponent(login.agentId)}`,
      ),
    );
  }

  /**
   * The SIP WebSocket URL. The vendor answers with the address the server reached it at; when
   * that is a loopback address the browser gets the same port on the host it used for the page.
   */
  wssInfo(session: Session, browserHost: string) {
    return this.withAgent(session, async (a) => {
      const info = await this.vendor.call<{ wssUrl: string; iceServers: { urls: string | string[] }[] }>(a, 'POST', '/api/v1/agent/wss-info', { body: {} });
      const url = new URL(info.wssUrl);
      if (['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname) && browserHost) url.hostname = browserHost;
      return { wssUrl: url.toString(), iceServers: info.iceServers };
    });
  }

  workState(session: Session, workState: number): Promise<null> {
    return this.withAgent(session, async (a) => {
      await this.vendor.call(a, 'POST', '/api/v1/agent/updateWorkState', { body: { workState } });
      return null;
    });
  }

  state(session: Session) {
    return this.withAgent(session, (a) =>
      this.vendor.call<{ tenantId: string; agentId: string; workState: number; since: string | null }>(a, 'GET', '/api/v1/agent/state'),
    );
  }

  numberPool(session: Session) {
    return this.withAgent(session, (a, login) =>
      this.vendor.call<{ head: { errorCode: string; errorMsg?: string }; info: { data: { number?: string; areaCode?: string } | null } }>(
        a,
        'GET',
        `/eurm-uiif/if/iam/numberpool/queryAgentNumber/${encodeURIComponent(login.agentId)}.ptc`,
        { raw: true, timeoutMs: CALL_CENTER_TIMERS.numberPoolTimeoutMs },
      ),
    );
  }

  phoneAttr(session: Session, number: string) {
    return this.withAgent(session, (a) =>
      this.vendor.call<{ areaCode: string; attribution: string }>(a, 'GET', `/v1/customer/phone_attr/${number}?timeStamp=${Date.now()}`),
    );
  }

  forwardNumbers(session: Session, pageNo: number, pageSize: number) {
    return this.withAgent(session, (a) =>
      this.vendor.call<{ total: number; list: { id: number; name: string; number: string }[] }>(a, 'POST', '/api/v1/forward-number/page', {
        body: { pageNo, pageSize },
      }),
    );
  }

  ivrDial(session: Session, caller: string, callee: string): Promise<null> {
    return this.withAgent(session, async (a) => {
      await this.vendor.call(a, 'POST', '/api/v1/ivr-bind/dial', { body: { caller, callee } });
      return null;
    });
  }

  agentGroups(session: Session, page: number, size: number) {
    return this.withAgent(session, async (a) => {
      const data = await this.vendor.call<{ total: number; list: { id: number; groupName: string }[] }>(
        a,
        'GET',
        `/api/v1/agent-groups?pageNo=${page}&pageSize=${size}`,
      );
      return { total: data.total, page, size, rows: data.list };
    });
  }

  agents(session: Session, groupId: number) {
    return this.withAgent(session, (a) =>
      this.vendor.call<{ agentId: string; agentName: string; agentDn: string; workState: number }[]>(a, 'GET', `/api/v1/agents?groupId=${groupId}`),
    );
  }

  // ---- call records ----
  async records(session: Session, f: { page: number; size: number; callType?: number; q: string }): Promise<CallRecordPage> {
    const tenantId = await this.tenantOf(session);
    await syncCallFeed(this.db, this.vendor, session.companyId, tenantId);
    const { total, rows } = await repo.pageCallRecords(this.db, session.companyId, f);
    return {
      total,
      page: f.page,
      size: f.size,
      rows: rows.map((r) => ({
        id: r.id,
        callTime: r.callTime.toISOString(),
        callType: r.callType,
        customDisplayNum: r.customDisplayNum,
        calleeNum: r.calleeNum,
        encryptionCustomDisplayNum: maskNumber(r.customDisplayNum),
        encryptionCalleeNum: maskNumber(r.calleeNum),
        audioRecordPath: r.hasRecording ? '/api/call-center/v2/tape' : null,
        agentDn: r.agentDn,
        result: r.result,
        durationSeconds: r.answeredAt && r.endedAt ? Math.max(0, Math.round((r.endedAt.getTime() - r.answeredAt.getTime()) / 1000)) : 0,
      })),
    };
  }

  async recording(session: Session, id: number): Promise<Buffer> {
    await this.tenantOf(session);
    const row = await repo.findRecording(this.db, session.companyId, id);
    if (!row) throw notFound();
    if (!row.recordingWav) throw notFound('无录音', 'call_center.no_recording');
    return Buffer.from(row.recordingWav, 'base64');
  }

  // ---- screen pop ----
  /**
   * Screen pop: owners and residents with this number and their current houses. A call centre
   * serves the company it belongs to, so the search covers its parent company's subtree (its
   * own subtree when it has no parent); docs/decisions.md.
   */
  async screenPop(session: Session, number: string) {
    await this.tenantOf(session);
    const company = await repo.findCompany(this.db, session.companyId);
    const companies = await visibleCompanyIds(this.db, company?.parentId ?? session.companyId);
    const { owners, residents } = await repo.peopleByNumber(this.db, companies, number);
    const people = [];
    for (const o of owners) {
      people.push({ kind: 'owner' as const, id: o.id, name: o.name, houses: await repo.currentHousesOfOwner(this.db, companies, o.id) });
    }
    for (const r of residents) {
      people.push({ kind: 'resident' as const, id: r.id, name: r.name, houses: await repo.housesByIds(this.db, companies, [r.houseId]) });
    }
    return { number, people };
  }

  async loginLog(session: Session, kind: string, content: string): Promise<null> {
    await this.tenantOf(session);
    await repo.insertLoginLog(this.db, { companyId: session.companyId, userId: session.userId, kind, content });
    return null;
  }
}

function auth(login: repo.AgentLoginRow): VendorAuth {
  return { token: login.accessToken, tenantId: login.tenantId };
}

function agentInfo(row: repo.AgentLoginRow) {
  return {
    agentId: row.agentId,
    agentName: row.agentName,
    agentDn: row.agentDn,
    tenantId: row.tenantId,
    groupId: row.groupId,
    loggedInAt: row.loggedInAt.toISOString(),
  };
}
