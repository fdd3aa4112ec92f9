import { CALL_CENTER_TIMERS } from '@pm/domain';
import type { Session } from '../../http/session';
import type { AgentSession } from './agent-session';
import type { VendorClient } from './vendor-client';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];

/**
 * The vendor calls the softphone needs, made with the signed-in agent's token, so the browser talks to one
 * origin and never holds the vendor token (docs/decisions.md).
 */
export class VendorProxy {
  constructor(
    private readonly sessions: Pick<AgentSession, 'withAgent'>,
    private readonly vendor: VendorClient,
  ) {}

  sipInfo(session: Session) {
    return this.sessions.withAgent(session, (a, login) =>
      this.vendor.call<{ sipUser: string; sipPassword: string; sipDomain: string; effectiveTime: number }>(
        a,
        'GET',
        `/api/v1/agent/sip-info?agentId=${encodeURIComponent(login.agentId)}`,
      ),
    );
  }

  /**
   * The SIP WebSocket URL and the phone SDK's. The vendor answers with the address the server reached it at; when
   * that is a loopback address the browser gets the same port on the host it used for the page.
   */
  wssInfo(session: Session, browserHost: string) {
    return this.sessions.withAgent(session, async (a) => {
      const info = await this.vendor.call<{ wssUrl: string; sdkUrl: string; iceServers: { urls: string | string[] }[] }>(
        a,
        'POST',
        '/api/v1/agent/wss-info',
        { body: {} },
      );
      const forBrowser = (address: string) => {
        const url = new URL(address);
        if (LOOPBACK_HOSTS.includes(url.hostname) && browserHost) url.hostname = browserHost;
        return url.toString();
      };
      return { wssUrl: forBrowser(info.wssUrl), sdkUrl: forBrowser(info.sdkUrl), iceServers: info.iceServers };
    });
  }

  workState(session: Session, workState: number): Promise<null> {
    return this.sessions.withAgent(session, async (a) => {
      await this.vendor.call(a, 'POST', '/api/v1/agent/updateWorkState', { body: { workState } });
      return null;
    });
  }

  state(session: Session) {
    return this.sessions.withAgent(session, (a) =>
      this.vendor.call<{ tenantId: string; agentId: string; workState: number; since: string | null }>(
        a,
        'GET',
        '/api/v1/agent/state',
      ),
    );
  }

  numberPool(session: Session) {
    return this.sessions.withAgent(session, (a, login) =>
      this.vendor.call<{
        head: { errorCode: string; errorMsg?: string };
        info: { data: { number?: string; areaCode?: string } | null };
      }>(a, 'GET', `/eurm-uiif/if/iam/numberpool/queryAgentNumber/${encodeURIComponent(login.agentId)}.ptc`, {
        raw: true,
        timeoutMs: CALL_CENTER_TIMERS.numberPoolTimeoutMs,
      }),
    );
  }

  phoneAttr(session: Session, number: string) {
    return this.sessions.withAgent(session, (a) =>
      this.vendor.call<{ areaCode: string; attribution: string }>(
        a,
        'GET',
        `/v1/customer/phone_attr/${number}?timeStamp=${Date.now()}`,
      ),
    );
  }

  forwardNumbers(session: Session, pageNo: number, pageSize: number) {
    return this.sessions.withAgent(session, (a) =>
      this.vendor.call<{ total: number; list: { id: number; name: string; number: string }[] }>(
        a,
        'POST',
        '/api/v1/forward-number/page',
        {
          body: { pageNo, pageSize },
        },
      ),
    );
  }

  ivrDial(session: Session, caller: string, callee: string): Promise<null> {
    return this.sessions.withAgent(session, async (a) => {
      await this.vendor.call(a, 'POST', '/api/v1/ivr-bind/dial', { body: { caller, callee } });
      return null;
    });
  }

  agentGroups(session: Session, page: number, size: number) {
    return this.sessions.withAgent(session, async (a) => {
      const data = await this.vendor.call<{ total: number; list: { id: number; groupName: string }[] }>(
        a,
        'GET',
        `/api/v1/agent-groups?pageNo=${page}&pageSize=${size}`,
      );
      return { total: data.total, page, size, rows: data.list };
    });
  }

  agents(session: Session, groupId: number) {
    return this.sessions.withAgent(session, (a) =>
      this.vendor.call<{ agentId: string; agentName: string; agentDn: string; workState: number }[]>(
        a,
        'GET',
        `/api/v1/agents?groupId=${groupId}`,
      ),
    );
  }
}
