import type { FastifyInstance } from 'fastify';
import { callCenterEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { AgentSession } from './agent-session';
import { CallRecords } from './call-records';
import { PhoneBook } from './phone-book';
import { screenPop } from './screen-pop';
import { createCallOrder } from './create-call-order';
import { VendorClient } from './vendor-client';
import { VendorProxy } from './vendor-proxy';

/**
 * The product side of the call centre: phone book, call records, agent groups, recordings, and
 * the vendor calls the softphone needs, proxied so the browser talks to one origin and never
 * holds the vendor token (docs/decisions.md). One use case per file; call-center.repo.ts alone
 * touches the tables.
 */
export function callCenterPlugin(deps: Pick<AppDeps, 'db' | 'config'>) {
  const vendor = new VendorClient(deps.config.providerUrl);
  const phoneBook = new PhoneBook(deps.db);
  const agents = new AgentSession(deps.db, vendor, deps.config.callCenterPhone);
  const proxy = new VendorProxy(agents, vendor);
  const records = new CallRecords(deps.db, vendor);
  return async (app: FastifyInstance) => {
    // Registration order is the published OpenAPI document's order (docs/api/openapi.json).
    registerEndpoint(app, e.queryPhoneBook, ({ input, session }) =>
      phoneBook.page(session, input.q, input.page, input.size),
    );
    registerEndpoint(app, e.createPhoneBookEntry, ({ input, session }) => phoneBook.add(session, input));
    registerEndpoint(app, e.updatePhoneBookEntry, ({ input, session }) => phoneBook.change(session, input.id, input));
    registerEndpoint(app, e.deletePhoneBookEntry, ({ input, session }) => phoneBook.remove(session, input.id));
    registerEndpoint(app, e.queryCallRecords, ({ input, session }) => records.page(session, input));
    registerEndpoint(app, e.queryAgentGroups, ({ input, session }) =>
      proxy.agentGroups(session, input.page, input.size),
    );
    registerEndpoint(app, e.queryAgents, ({ input, session }) => proxy.agents(session, input.groupId));
    registerEndpoint(app, e.playTape, async ({ input, session, reply }) => {
      const wav = await records.recording(session, input.id);
      await reply.type('audio/wav').header('cache-control', 'private, max-age=3600').send(wav);
      return null;
    });
    registerEndpoint(app, e.writeLoginLog, ({ input, session }) => agents.writeLog(session, input.kind, input.content));
    registerEndpoint(app, e.agentLogin, ({ input, session }) => agents.login(session, input.username, input.password));
    registerEndpoint(app, e.agentLogout, ({ session }) => agents.logout(session));
    registerEndpoint(app, e.currentAgent, ({ session }) => agents.current(session));
    registerEndpoint(app, e.agentSipInfo, ({ session }) => proxy.sipInfo(session));
    registerEndpoint(app, e.agentWssInfo, ({ session, request }) => proxy.wssInfo(session, request.hostname));
    registerEndpoint(app, e.updateWorkState, ({ input, session }) => proxy.workState(session, input.workState));
    registerEndpoint(app, e.agentState, ({ session }) => proxy.state(session));
    registerEndpoint(app, e.numberPool, ({ session }) => proxy.numberPool(session));
    registerEndpoint(app, e.phoneAttr, ({ input, session }) => proxy.phoneAttr(session, input.number));
    registerEndpoint(app, e.forwardNumbers, ({ input, session }) =>
      proxy.forwardNumbers(session, input.pageNo, input.pageSize),
    );
    registerEndpoint(app, e.ivrDial, ({ input, session }) => proxy.ivrDial(session, input.caller, input.callee));
    registerEndpoint(app, e.screenPop, ({ input, session }) => screenPop(deps.db, session, input.number));
    registerEndpoint(app, e.createCallOrder, ({ input, session }) => createCallOrder(deps.db, session, input));
  };
}
