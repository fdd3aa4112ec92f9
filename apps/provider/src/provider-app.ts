import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PhoneSdkServer } from './sdk/phone-sdk-server';
import { SipServer } from './sip/sip-server';
import { toneWav } from './vendor/recording';
import { registerVendorApi } from './vendor/vendor-api';
import { DEFAULT_SCENARIO, VendorState } from './vendor/vendor-state';

export interface ProviderOptions {
  logLevel?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    vendor: { state: VendorState; sip: SipServer; sdk: PhoneSdkServer };
  }
}

const Scenario = z.object({
  numberPoolFailure: z.enum(['error', 'empty']).nullable().optional(),
  sipPasswordTtlSeconds: z.number().int().min(1).max(86_400).optional(),
  answerDelayMs: z.number().int().min(0).max(60_000).optional(),
  sdkOutOfService: z.boolean().optional(),
});

/** The fake call-centre vendor as a Fastify app; it has its own data and its own port. */
export async function buildProviderApp(options: ProviderOptions = {}): Promise<FastifyInstance> {
  const level = options.logLevel ?? 'info';
  const app = Fastify({ logger: level === 'silent' ? false : { level } });
  const state = new VendorState();
  const sip = new SipServer(state, { log: (line) => app.log.debug(line) });
  const sdk = new PhoneSdkServer(state, {
    log: (line) => app.log.debug(line),
    ringElsewhere: (agentDn, from) => {
      if (!sip.isRegistered(agentDn)) return false;
      sip.ring(agentDn, from);
      return true;
    },
  });
  app.decorate('vendor', { state, sip, sdk });

  await app.register(websocket, {
    options: {
      // Chromium drops a WebSocket whose server does not pick the `sip` subprotocol.
      handleProtocols: (protocols: Set<string>) => (protocols.has('sip') ? 'sip' : false),
    },
  });
  app.addHook('onClose', async () => {
    sip.close();
    sdk.close();
  });

  app.get('/health', async () => ({ status: 'ok', service: 'fake-call-center' }));
  app.get('/sip', { websocket: true }, (socket) => sip.attach(socket));
  app.get('/phone-sdk', { websocket: true }, (socket) => sdk.attach(socket));

  registerVendorApi(app, state, (request, path) => `ws://${request.headers.host ?? '127.0.0.1'}${path}`);

  // Control API for tests: ring an agent, hang up, drop a socket, kick an SDK login, choose a scenario.
  // An agent logged in through the phone SDK is reached there, any other through SIP.
  app.post('/__fake/ring', async (request, reply) => {
    const b = z.object({ agentDn: z.string(), from: z.string().regex(/^\d{3,20}$/), ringForMs: z.number().int().optional() }).safeParse(request.body);
    if (!b.success) return reply.code(400).send({ code: 400, msg: 'agentDn/from' });
    try {
      const line = sdk.isLoggedIn(b.data.agentDn) ? sdk : sip;
      return { callId: line.ring(b.data.agentDn, b.data.from, b.data.ringForMs) };
    } catch (error) {
      return reply.code(409).send({ code: 409, msg: String(error) });
    }
  });
  app.post('/__fake/hangup', async (request) => {
    const b = z.object({ callId: z.string().optional(), agentDn: z.string().optional() }).parse(request.body ?? {});
    return { ended: sip.hangup(b) + sdk.hangup(b) };
  });
  app.post('/__fake/drop', async (request, reply) => {
    const b = z.object({ agentDn: z.string() }).safeParse(request.body);
    if (!b.success) return reply.code(400).send({ code: 400, msg: 'agentDn' });
    return { dropped: sip.drop(b.data.agentDn) || sdk.drop(b.data.agentDn) };
  });
  // The agent's account logs in elsewhere: the phone SDK connection is told 9996 and closed.
  app.post('/__fake/sdk-kick', async (request, reply) => {
    const b = z.object({ agentDn: z.string() }).safeParse(request.body);
    if (!b.success) return reply.code(400).send({ code: 400, msg: 'agentDn' });
    return { kicked: sdk.kick(b.data.agentDn) };
  });
  // A finished call made from another terminal (the agent's desk phone): lands in the call feed.
  app.post('/__fake/calls', async (request, reply) => {
    const b = z
      .object({
        agentDn: z.string(),
        callType: z.union([z.literal(1), z.literal(2)]),
        number: z.string().regex(/^\d{3,20}$/),
        displayNumber: z.string().default(''),
        seconds: z.number().min(0).max(3600).default(3),
        answered: z.boolean().default(true),
      })
      .safeParse(request.body);
    const agent = b.success ? state.agentByDn(b.data.agentDn) : undefined;
    if (!b.success || !agent) return reply.code(400).send({ code: 400, msg: 'agentDn/callType/number' });
    const end = Date.now();
    const start = end - b.data.seconds * 1000;
    const call = state.newCall({
      tenantId: agent.tenantId,
      agentId: agent.agentId,
      agentDn: agent.agentDn,
      callType: b.data.callType,
      customDisplayNum: b.data.callType === 1 ? b.data.number : b.data.displayNumber,
      calleeNum: b.data.callType === 1 ? agent.agentDn : b.data.number,
      callTime: new Date(start - 2000).toISOString(),
    });
    call.answeredAt = b.data.answered ? new Date(start).toISOString() : null;
    call.endedAt = new Date(end).toISOString();
    call.result = b.data.answered ? 'answered' : 'no-answer';
    call.recording = b.data.answered ? toneWav(b.data.seconds, call.seq) : null;
    state.touch(call);
    return { callId: call.callId };
  });
  // Expires every SIP password issued to an agent now (the next REGISTER gets 401).
  app.post('/__fake/expire-sip-password', async (request, reply) => {
    const b = z.object({ agentDn: z.string() }).safeParse(request.body);
    if (!b.success) return reply.code(400).send({ code: 400, msg: 'agentDn' });
    return { expired: state.expireSipPasswords(b.data.agentDn) };
  });
  app.post('/__fake/scenario', async (request, reply) => {
    const b = Scenario.safeParse(request.body ?? {});
    if (!b.success) return reply.code(400).send({ code: 400, msg: b.error.message });
    state.scenario = { ...DEFAULT_SCENARIO, ...state.scenario, ...Object.fromEntries(Object.entries(b.data).filter(([, v]) => v !== undefined)) };
    return state.scenario;
  });
  app.post('/__fake/reset-scenario', async () => {
    state.scenario = { ...DEFAULT_SCENARIO };
    return state.scenario;
  });
  app.get('/__fake/state', async () => ({
    registered: [...sip.bindings.values()].filter((b) => b.expiresAt > Date.now()).map((b) => b.agentDn),
    sdkLoggedIn: sdk.loggedIn(),
    activeCalls: [...sip.activeCalls(), ...sdk.activeCalls()],
    workStates: Object.fromEntries(state.workStates),
    calls: state.calls.map(({ recording, ...c }) => ({ ...c, hasRecording: Boolean(recording) })),
    ivrDials: state.ivrDials,
    scenario: state.scenario,
  }));
  return app;
}
