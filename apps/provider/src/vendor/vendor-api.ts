import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { phoneAttribution } from './phone-attribution';
import { AGENTS, FORWARD_NUMBERS, GROUPS, NUMBER_POOL, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET, TERMINAL_SOURCE } from './vendor-data';
import type { Token, VendorState } from './vendor-state';

/** Vendor envelope: code 0 success. */
const ok = (data: unknown) => ({ code: 0, msg: 'success', data });

function fail(reply: FastifyReply, status: number, code: number, msg: string) {
  return reply.code(status).send({ code, msg });
}

/**
 * Every call but the token call carries `Authorization: Bearer`, `source` (the terminal source)
 * and `__org` (the tenant id); all three must match.
 */
function authorise(state: VendorState, request: FastifyRequest, reply: FastifyReply): Token | undefined {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = state.validToken(bearer);
  if (!token) {
    void fail(reply, 401, 401, 'token无效或已过期');
    return undefined;
  }
  if (request.headers.source !== TERMINAL_SOURCE) {
    void fail(reply, 400, 4001, 'source请求头缺失或错误');
    return undefined;
  }
  if (request.headers.__org !== token.tenantId) {
    void fail(reply, 403, 4003, '__org与token租户不符');
    return undefined;
  }
  return token;
}

const TokenBody = z.object({
  grant_type: z.literal('password'),
  username: z.string().min(1),
  password: z.string().min(1),
  client_id: z.string(),
  client_secret: z.string(),
});

const page = z.object({ pageNo: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(999).default(10) });

/** `wsUrl(request, path)`: the WebSocket address of one of the fake's socket paths (/sip, /phone-sdk) as the caller reached it. */
export function registerVendorApi(app: FastifyInstance, state: VendorState, wsUrl: (request: FastifyRequest, path: string) => string): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // OAuth 2 password grant: the agent's own username and password.
  app.post('/oauth/token', async (request, reply) => {
    const parsed = TokenBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'invalid_request', error_description: '参数错误' });
    const b = parsed.data;
    if (b.client_id !== OAUTH_CLIENT_ID || b.client_secret !== OAUTH_CLIENT_SECRET) {
      return reply.code(401).send({ error: 'invalid_client', error_description: '客户端认证失败' });
    }
    const agent = state.agentByUsername(b.username);
    if (!agent || agent.password !== b.password) {
      return reply.code(400).send({ error: 'invalid_grant', error_description: '用户名或密码错误' });
    }
    const token = state.issueToken(agent);
    return {
      access_token: token.token,
      token_type: 'bearer',
      expires_in: state.tokenTtlSeconds,
      agentId: agent.agentId,
      agentName: agent.agentName,
      agentDn: agent.agentDn,
      tenantId: agent.tenantId,
      groupId: agent.groupId,
    };
  });

  app.get('/api/v1/agent/terminal-source', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    return ok({ agentId: token.agentId, terminalSource: TERMINAL_SOURCE, terminals: ['webrtc', 'sip-phone'] });
  });

  app.get('/api/v1/agent/sip-info', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const agentId = z.object({ agentId: z.string().default('') }).parse(request.query ?? {}).agentId;
    if (agentId !== token.agentId) return fail(reply, 403, 4003, '只能查询本坐席');
    const agent = state.agentById(agentId);
    if (!agent) return fail(reply, 404, 4004, '坐席不存在');
    const issued = state.issueSipPassword(agent.agentDn);
    return ok({
      sipUser: agent.agentDn,
      sipPassword: issued.password,
      sipDomain: 'cc.vendor.local',
      effectiveTime: issued.effectiveSeconds,
      expireAt: new Date(issued.expiresAt).toISOString(),
    });
  });

  app.post('/api/v1/agent/wss-info', async (request, reply) => {
    if (!authorise(state, request, reply)) return reply;
    // SIP over WebSocket for JsSIP, and the phone SDK's socket for agents who use the SDK.
    return ok({ wssUrl: wsUrl(request, '/sip'), sdkUrl: wsUrl(request, '/phone-sdk'), iceServers: [] });
  });

  app.post('/api/v1/forward-number/page', async (request, reply) => {
    if (!authorise(state, request, reply)) return reply;
    const p = page.safeParse(request.body ?? {});
    if (!p.success) return fail(reply, 400, 4000, 'pageSize最大999');
    const start = (p.data.pageNo - 1) * p.data.pageSize;
    return ok({ total: FORWARD_NUMBERS.length, list: FORWARD_NUMBERS.slice(start, start + p.data.pageSize) });
  });

  app.post('/api/v1/agent/updateWorkState', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const body = z.object({ workState: z.union([0, 1, 2, 3, 5, 6, 7].map((n) => z.literal(n))) }).safeParse(request.body);
    if (!body.success) return fail(reply, 400, 4000, 'workState取值错误');
    state.setWorkState(token.agentId, body.data.workState);
    return ok({ agentId: token.agentId, workState: body.data.workState });
  });

  app.get('/api/v1/agent/state', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const ws = state.workStates.get(token.agentId);
    return ok({ tenantId: token.tenantId, agentId: token.agentId, workState: ws?.workState ?? 7, since: ws?.since ?? null });
  });

  app.post('/api/v1/ivr-bind/dial', async (request, reply) => {
    if (!authorise(state, request, reply)) return reply;
    const body = z.object({ caller: z.string().regex(/^\d{3,20}$/), callee: z.string().regex(/^\d{3,20}$/) }).safeParse(request.body);
    if (!body.success) return fail(reply, 400, 4000, '主叫或被叫号码错误');
    state.ivrDials.push({ ...body.data, at: new Date().toISOString() });
    return ok({ accepted: true });
  });

  app.get('/api/v1/agent-groups', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const p = page.parse(request.query ?? {});
    const groups = GROUPS.filter((g) => g.tenantId === token.tenantId);
    const start = (p.pageNo - 1) * p.pageSize;
    return ok({ total: groups.length, list: groups.slice(start, start + p.pageSize).map((g) => ({ id: g.id, groupName: g.groupName })) });
  });

  app.get('/api/v1/agents', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const groupId = Number((request.query as Record<string, unknown>).groupId ?? 0);
    const list = AGENTS.filter((a) => a.tenantId === token.tenantId && (!groupId || a.groupId === groupId)).map((a) => ({
      agentId: a.agentId,
      agentName: a.agentName,
      agentDn: a.agentDn,
      groupId: a.groupId,
      workState: state.workStates.get(a.agentId)?.workState ?? 7,
    }));
    return ok(list);
  });

  // Call events: every call of the token's tenant changed after `since` (a sequence number).
  app.get('/api/v1/calls', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const q = z.object({ since: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(500).default(200) }).parse(request.query ?? {});
    const list = state.calls
      .filter((c) => c.tenantId === token.tenantId && c.seq > q.since && c.endedAt)
      .sort((a, b) => a.seq - b.seq)
      .slice(0, q.limit);
    return ok({
      next: list.at(-1)?.seq ?? q.since,
      list: list.map((c) => ({
        callId: c.callId,
        agentId: c.agentId,
        agentDn: c.agentDn,
        callType: c.callType,
        customDisplayNum: c.customDisplayNum,
        calleeNum: c.calleeNum,
        callTime: c.callTime,
        answeredAt: c.answeredAt,
        endedAt: c.endedAt,
        result: c.result,
        transferredTo: c.transferredTo,
        audioRecordPath: c.recording ? `/api/v1/recordings/${c.callId}` : null,
      })),
    });
  });

  app.get('/api/v1/recordings/:callId', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const { callId } = request.params as { callId: string };
    const call = state.calls.find((c) => c.callId === callId && c.tenantId === token.tenantId);
    if (!call?.recording) return fail(reply, 404, 4004, '无录音');
    return reply.type('audio/wav').send(call.recording);
  });

  // Number pool: the display number for an agent's outbound calls (head/info shape of the vendor's IAM).
  app.get('/eurm-uiif/if/iam/numberpool/queryAgentNumber/:agent', async (request, reply) => {
    const token = authorise(state, request, reply);
    if (!token) return reply;
    const agent = (request.params as { agent: string }).agent.replace(/\.ptc$/, '');
    const failure = state.scenario.numberPoolFailure;
    if (failure === 'error' || (agent !== token.agentId && agent !== state.agentById(token.agentId)?.agentDn)) {
      return { head: { errorCode: '1001', errorMsg: '号码池无可用号码' }, info: { data: null } };
    }
    const pool = NUMBER_POOL[token.tenantId] ?? [];
    const pick = failure === 'empty' ? undefined : pool[0];
    return { head: { errorCode: '0', errorMsg: '' }, info: { data: pick ? { number: pick.number, areaCode: pick.areaCode } : {} } };
  });

  app.get('/v1/customer/phone_attr/:number', async (request, reply) => {
    if (!authorise(state, request, reply)) return reply;
    const { number } = request.params as { number: string };
    const found = phoneAttribution(number);
    return ok(found ?? { areaCode: '', attribution: '' });
  });
}
