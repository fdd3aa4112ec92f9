import type { AgentInfo, SoftphoneKind } from '@pm/contracts';
import type { Db } from '@pm/db';
import { rejected } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { callCenterTenant } from './call-center-tenant';
import * as repo from './call-center.repo';
import { VendorUnauthorized, type VendorAuth, type VendorClient } from './vendor-client';

const NOT_LOGGED_IN = '请先签入呼叫中心';

/** A user's sign-in as a call-centre agent: the vendor token kept for them, and the login log. */
export class AgentSession {
  constructor(
    private readonly db: Db,
    private readonly vendor: VendorClient,
    /** The phone the agent's browser uses (configuration CALL_CENTER_PHONE). */
    private readonly phone: SoftphoneKind = 'jssip',
  ) {}

  async login(session: Session, username: string, password: string): Promise<AgentInfo> {
    const tenantId = await callCenterTenant(this.db, session);
    const answer = await this.vendor.token(username, password);
    if (answer.tenantId !== tenantId)
      throw rejected(400, 'call_center.agent_other_tenant', '该坐席不属于本公司的呼叫中心');
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
      await repo.insertLoginLog(tx, {
        companyId: session.companyId,
        userId: session.userId,
        kind: 'agent-login',
        content: `坐席 ${answer.agentDn} 签入`,
      });
      return saved;
    });
    return agentInfo(row, this.phone);
  }

  async logout(session: Session): Promise<null> {
    const login = await repo.findAgentLogin(this.db, session.userId);
    if (login) {
      // Tell the vendor first (work state 7 logout); a dead token must not block the local logout.
      await this.vendor
        .call(vendorAuth(login), 'POST', '/api/v1/agent/updateWorkState', { body: { workState: 7 } })
        .catch(() => undefined);
    }
    await this.db.transaction(async (tx) => {
      await repo.deleteAgentLogin(tx, session.userId);
      await repo.setUserCallCenterLoggedIn(tx, session.userId, false);
    });
    return null;
  }

  async current(session: Session): Promise<AgentInfo | null> {
    const login = await repo.findAgentLogin(this.db, session.userId);
    if (!login || login.companyId !== session.companyId || login.tokenExpiresAt < new Date()) return null;
    return agentInfo(login, this.phone);
  }

  /** The caller's vendor credentials; a vendor 401 clears the login so the widget asks again. */
  async withAgent<T>(session: Session, run: (auth: VendorAuth, login: repo.AgentLoginRow) => Promise<T>): Promise<T> {
    await callCenterTenant(this.db, session);
    const login = await repo.findAgentLogin(this.db, session.userId);
    if (!login || login.companyId !== session.companyId)
      throw rejected(409, 'call_center.agent_not_logged_in', NOT_LOGGED_IN);
    try {
      return await run(vendorAuth(login), login);
    } catch (error) {
      if (error instanceof VendorUnauthorized) {
        await repo.deleteAgentLogin(this.db, session.userId);
        await repo.setUserCallCenterLoggedIn(this.db, session.userId, false);
      }
      throw error;
    }
  }

  async writeLog(session: Session, kind: string, content: string): Promise<null> {
    await callCenterTenant(this.db, session);
    await repo.insertLoginLog(this.db, { companyId: session.companyId, userId: session.userId, kind, content });
    return null;
  }
}

function vendorAuth(login: repo.AgentLoginRow): VendorAuth {
  return { token: login.accessToken, tenantId: login.tenantId };
}

function agentInfo(row: repo.AgentLoginRow, phone: SoftphoneKind): AgentInfo {
  return {
    phone,
    agentId: row.agentId,
    agentName: row.agentName,
    agentDn: row.agentDn,
    tenantId: row.tenantId,
    groupId: row.groupId,
    loggedInAt: row.loggedInAt.toISOString(),
  };
}
