import type { FastifyInstance } from 'fastify';
import { callCenterEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { CallCenterService } from './call-center.service';
import { VendorClient } from './vendor-client';

/**
 * The product side of the call centre: phone book, call records, agent groups, recordings, and
 * the vendor calls the softphone needs, proxied so the browser talks to one origin and never
 * holds the vendor token (docs/decisions.md).
 */
export function callCenterPlugin(deps: Pick<AppDeps, 'db' | 'config'>) {
  const service = new CallCenterService(deps.db, new VendorClient(deps.config.providerUrl));
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.queryPhoneBook, ({ input, session }) => service.phoneBook(session, input.q, input.page, input.size));
    registerEndpoint(app, e.createPhoneBookEntry, ({ input, session }) => service.addPhoneBook(session, input));
    registerEndpoint(app, e.updatePhoneBookEntry, ({ input, session }) => service.changePhoneBook(session, input.id, input));
    registerEndpoint(app, e.deletePhoneBookEntry, ({ input, session }) => service.removePhoneBook(session, input.id));
    registerEndpoint(app, e.queryCallRecords, ({ input, session }) => service.records(session, input));
    registerEndpoint(app, e.queryAgentGroups, ({ input, session }) => service.agentGroups(session, input.page, input.size));
    registerEndpoint(app, e.queryAgents, ({ input, session }) => service.agents(session, input.groupId));
    registerEndpoint(app, e.playTape, async ({ input, session, reply }) => {
      const wav = await service.recording(session, input.id);
      await reply.type('audio/wav').header('cache-control', 'private, max-age=3600').send(wav);
      return null;
    });
    registerEndpoint(app, e.writeLoginLog, ({ input, session }) => service.loginLog(session, input.kind, input.content));
    registerEndpoint(app, e.agentLogin, ({ input, session }) => service.login(session, input.username, input.password));
    registerEndpoint(app, e.agentLogout, ({ session }) => service.logout(session));
    registerEndpoint(app, e.currentAgent, ({ session }) => service.current(session));
    registerEndpoint(app, e.agentSipInfo, ({ session }) => service.sipInfo(session));
    registerEndpoint(app, e.agentWssInfo, ({ session, request }) => service.wssInfo(session, request.hostname));
    registerEndpoint(app, e.updateWorkState, ({ input, session }) => service.workState(session, input.workState));
    registerEndpoint(app, e.agentState, ({ session }) => service.state(session));
    registerEndpoint(app, e.numberPool, ({ session }) => service.numberPool(session));
    registerEndpoint(app, e.phoneAttr, ({ input, session }) => service.phoneAttr(session, input.number));
    registerEndpoint(app, e.forwardNumbers, ({ input, session }) => service.forwardNumbers(session, input.pageNo, input.pageSize));
    registerEndpoint(app, e.ivrDial, ({ input, session }) => service.ivrDial(session, input.caller, input.callee));
    registerEndpoint(app, e.screenPop, ({ input, session }) => service.screenPop(session, input.number));
  };
}
