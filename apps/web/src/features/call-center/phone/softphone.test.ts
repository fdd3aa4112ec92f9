import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentInfo } from '@pm/contracts';
import { AFTER_CALL_WORK_MS, Softphone, type SoftphoneBackend } from './softphone';

// JsSIP's UA and socket are replaced by an event emitter the test drives; its constants are real.
const { FakeSession, FakeUa, uas } = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  const uas: InstanceType<typeof FakeUa>[] = [];
  class FakeSession extends EventEmitter {
  connection = null;
  remote_identity = { uri: { user: '13900001111' } };
  terminated = 0;
  terminate() {
    this.terminated++;
  }
  answer = vi.fn();
  mute = vi.fn();
  unmute = vi.fn();
  sendDTMF = vi.fn();
  refer = vi.fn();
}
  class FakeUa extends EventEmitter {
  registerCalls = 0;
  passwords: string[] = [];
  calls: { target: string; options: { extraHeaders?: string[] } }[] = [];
  session = new FakeSession();
  constructor(readonly config: Record<string, unknown>) {
    super();
    uas.push(this);
  }
  start() {}
  stop() {}
  register() {
    this.registerCalls++;
  }
  isConnected() {
    return true;
  }
  set(key: string, value: string) {
    if (key === 'password') this.passwords.push(value);
    return true;
  }
  call(target: string, options: { extraHeaders?: string[] }) {
    this.calls.push({ target, options });
    return this.session;
  }
}
  return { FakeSession, FakeUa, uas };
});
type FakeUa = InstanceType<typeof FakeUa>;
type FakeSession = InstanceType<typeof FakeSession>;
vi.mock('jssip', async (importOriginal) => {
  const real = await importOriginal<{ default: Record<string, unknown> }>();
  return { default: { ...real.default, UA: FakeUa, WebSocketInterface: class {} } };
});

const agent: AgentInfo = { agentId: 'A8001', agentName: '王小兰', agentDn: '8001', tenantId: 'T', groupId: 1, loggedInAt: '2026-01-01T00:00:00Z', phone: 'jssip' };

function setup(overrides: Partial<SoftphoneBackend> = {}) {
  let passwordSeq = 0;
  const backend = {
    login: vi.fn(async () => agent),
    logout: vi.fn(async () => undefined),
    current: vi.fn(async () => agent),
    sipInfo: vi.fn(async () => ({ sipUser: '8001', sipPassword: `pw${++passwordSeq}`, sipDomain: 'cc.vendor.local', effectiveTime: 1800 })),
    wssInfo: vi.fn(async () => ({ wssUrl: 'ws://h:1/sip', sdkUrl: 'ws://h:1/phone-sdk', iceServers: [] })),
    workState: vi.fn(async () => undefined),
    agentState: vi.fn(async () => ({ workState: 0 })),
    numberPool: vi.fn(async () => ({ head: { errorCode: '0' }, info: { data: { number: '02150004000', areaCode: '021' } } })),
    screenPop: vi.fn(async (number: string) => ({ number, people: [] })),
    loginLog: vi.fn(async () => undefined),
    ...overrides,
  };
  const notices: string[] = [];
  const phone = new Softphone(backend, (_kind, text) => notices.push(text));
  return { phone, backend, notices };
}

async function registered(s: ReturnType<typeof setup>): Promise<FakeUa> {
  await s.phone.resume();
  const ua = uas.at(-1) as FakeUa;
  ua.emit('registered', {});
  await vi.advanceTimersByTimeAsync(0);
  return ua;
}

beforeEach(() => {
  vi.useFakeTimers();
  uas.length = 0;
  localStorage.clear();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(), enumerateDevices: vi.fn(async () => [{ kind: 'audioinput' }]) },
  });
});
afterEach(() => vi.useRealTimers());

describe('registration', () => {
  it('registers for 120 s; on success shows Login and reports 6 then 5', async () => {
    const s = setup();
    const ua = await registered(s);
    expect(ua.config).toMatchObject({ register_expires: 120, uri: 'sip:8001@cc.vendor.local', password: 'pw1' });
    expect(s.phone.getSnapshot()).toMatchObject({ status: 'Login', registered: true });
    expect(vi.mocked(s.backend.workState).mock.calls.map((c) => c[0])).toEqual([6, 5]);
    expect(JSON.parse(localStorage.getItem('callCenterInfo') ?? '{}')).toMatchObject({ tenantId: 'T', agentDn: '8001' });
  });

  it('refreshes the registration 80 s after success', async () => {
    const ua = await registered(setup());
    await vi.advanceTimersByTimeAsync(79_999);
    expect(ua.registerCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ua.registerCalls).toBe(1);
  });

  it('refreshes the SIP password at 80 % of its effective time', async () => {
    const s = setup();
    const ua = await registered(s);
    await vi.advanceTimersByTimeAsync(1_440_000 - 1);
    expect(ua.passwords).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ua.passwords).toEqual(['pw2']);
    expect(s.notices).not.toContain('检测到SIP密码失效，已自动刷新');
  });

  it('on a 401 fetches a new SIP password, registers again and says so', async () => {
    const s = setup();
    await s.phone.resume();
    const ua = uas.at(-1) as FakeUa;
    ua.emit('registrationFailed', { cause: 'Authentication Error', response: { status_code: 401 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(ua.passwords).toEqual(['pw2']);
    expect(ua.registerCalls).toBe(1);
    expect(s.notices).toContain('检测到SIP密码失效，已自动刷新');
  });

  it('other failures: 签入失败，请手动尝试签入, then re-register after 10 s and every 60 s', async () => {
    const s = setup();
    await s.phone.resume();
    const ua = uas.at(-1) as FakeUa;
    ua.emit('registrationFailed', { cause: 'Request Timeout', response: null });
    expect(s.notices).toContain('签入失败，请手动尝试签入');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ua.registerCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ua.registerCalls).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ua.registerCalls).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(ua.registerCalls).toBe(5);
  });

  it('stops re-registering after 360 attempts', async () => {
    // a SIP password valid for a long time, so no password refresh registers in between
    const s = setup({ sipInfo: vi.fn(async () => ({ sipUser: '8001', sipPassword: 'pw', sipDomain: 'cc.vendor.local', effectiveTime: 86_400 })) });
    await s.phone.resume();
    const ua = uas.at(-1) as FakeUa;
    ua.emit('registrationFailed', { cause: 'Request Timeout', response: null });
    await vi.advanceTimersByTimeAsync(10_000 + 60_000 * 400);
    expect(ua.registerCalls).toBe(360);
  });

  it('marks Logout when not registered again within 2 minutes of losing the registration', async () => {
    const s = setup();
    const ua = await registered(s);
    ua.emit('unregistered', {});
    await vi.advanceTimersByTimeAsync(119_999);
    expect(s.phone.getSnapshot().status).toBe('Login');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.phone.getSnapshot().status).toBe('Logout');
    expect(s.backend.workState).toHaveBeenLastCalledWith(7);
  });

  it('keeps the status when registered again within 2 minutes', async () => {
    const s = setup();
    const ua = await registered(s);
    ua.emit('disconnected', {});
    await vi.advanceTimersByTimeAsync(30_000);
    ua.emit('registered', {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(s.phone.getSnapshot()).toMatchObject({ status: 'Login', registered: true });
  });

  it('polls the agent state every 300000 ms', async () => {
    const s = setup();
    await registered(s);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(s.backend.agentState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.backend.agentState).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(s.backend.agentState).toHaveBeenCalledTimes(2);
  });
});

describe('agent login', () => {
  it('needs username and password', async () => {
    const s = setup({ current: vi.fn(async () => null) });
    expect(await s.phone.login(' ', '')).toBe(false);
    expect(s.notices).toEqual(['用户名和密码不能为空！']);
    expect(s.backend.login).not.toHaveBeenCalled();
  });

  it('shows 登录成功, or the server message', async () => {
    const s = setup();
    expect(await s.phone.login('cc8001', 'x')).toBe(true);
    expect(s.notices).toContain('登录成功');
    const failing = setup({ login: vi.fn(() => Promise.reject(new Error('用户名或密码错误'))) });
    expect(await failing.phone.login('cc8001', 'bad')).toBe(false);
    expect(failing.notices).toEqual(['用户名或密码错误']);
  });
});

describe('dialling', () => {
  it('says SIP未连接，请先登录 before registration and 请输入手机号！ without a number', async () => {
    const s = setup();
    await s.phone.dial('');
    await s.phone.dial('13812345678');
    expect(s.notices).toEqual(['请输入手机号！', 'SIP未连接，请先登录']);
  });

  it('gets the number pool first and makes no call when it fails', async () => {
    const s = setup({ numberPool: vi.fn(async () => ({ head: { errorCode: '1001' }, info: { data: null } })) });
    const ua = await registered(s);
    await s.phone.dial('13812345678');
    expect(s.notices).toContain('号码池获取失败，将无法外呼!');
    expect(ua.calls).toEqual([]);
  });

  it('treats a pool answer without a number and a failed request as failures too', async () => {
    for (const numberPool of [
      vi.fn(async () => ({ head: { errorCode: '0' }, info: { data: {} } })),
      vi.fn(() => Promise.reject(new Error('timeout'))),
    ]) {
      const s = setup({ numberPool });
      const ua = await registered(s);
      await s.phone.dial('13812345678');
      expect(s.notices).toContain('号码池获取失败，将无法外呼!');
      expect(ua.calls).toEqual([]);
    }
  });

  it('dials with the display number, adds 0 to 7/8 digits, and refuses a second dial within 2 s', async () => {
    const s = setup();
    const ua = await registered(s);
    await s.phone.dial('50001000,123');
    expect(ua.calls[0]?.target).toBe('sip:050001000@cc.vendor.local');
    expect(ua.calls[0]?.options.extraHeaders).toEqual(['X-Display-Number: 02150004000']);
    expect(s.phone.getSnapshot().status).toBe('Dialing');
    await s.phone.dial('13812345678');
    expect(s.notices).toContain('操作太频繁，请稍后再试');
    await vi.advanceTimersByTimeAsync(2000);
    await s.phone.dial('13812345678');
    expect(s.notices).toContain('正在通话中，无法发起新呼叫！');
    expect(ua.calls).toHaveLength(1);
    // connected: the second dial step goes out as DTMF
    ua.session.emit('confirmed', {});
    expect(ua.session.sendDTMF).toHaveBeenCalledWith('123', expect.anything());
    expect(s.phone.getSnapshot().status).toBe('Established');
    expect(s.backend.workState).toHaveBeenLastCalledWith(3);
  });

  it('a busy or declined call says 呼叫被拒绝, then AfterCallWork, then Ready (or NotReady with manual ready)', async () => {
    for (const [cause, manual, after] of [
      ['Busy', false, 'Ready'],
      ['Rejected', true, 'NotReady'],
    ] as const) {
      const s = setup();
      const ua = await registered(s);
      s.phone.setManualReady(manual);
      await s.phone.dial('13800000486');
      ua.session.emit('failed', { cause, originator: 'remote' });
      expect(s.notices).toContain('呼叫被拒绝');
      expect(s.phone.getSnapshot().status).toBe('AfterCallWork');
      await vi.advanceTimersByTimeAsync(AFTER_CALL_WORK_MS);
      expect(s.phone.getSnapshot().status).toBe(after);
    }
  });

  it('other failures say SIP呼叫失败', async () => {
    const s = setup();
    const ua = await registered(s);
    await s.phone.dial('13800000404');
    ua.session.emit('failed', { cause: 'Not Found', originator: 'remote' });
    expect(s.notices).toContain('SIP呼叫失败');
  });

  it('refuses to dial without a microphone', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(), enumerateDevices: vi.fn(async () => []) } });
    const s = setup();
    const ua = await registered(s);
    await s.phone.dial('13812345678');
    expect(s.notices).toContain('未检测到麦克风，请检查设备');
    expect(ua.calls).toEqual([]);
  });
});

describe('inbound calls, mute and transfer', () => {
  it('rings with the screen pop, answers to Established, mutes and ends in AfterCallWork', async () => {
    const s = setup();
    const ua = await registered(s);
    const incoming = new FakeSession();
    ua.emit('newRTCSession', { originator: 'remote', session: incoming });
    expect(s.phone.getSnapshot().status).toBe('Ringing');
    expect(s.backend.screenPop).toHaveBeenCalledWith('13900001111');
    await s.phone.answer();
    expect(incoming.answer).toHaveBeenCalled();
    incoming.emit('confirmed', {});
    expect(s.phone.getSnapshot().status).toBe('Established');
    s.phone.toggleMute();
    expect(s.phone.getSnapshot().status).toBe('Muting');
    s.phone.toggleMute();
    expect(s.phone.getSnapshot().status).toBe('Established');
    // a second call while on the phone is turned away (one call at a time)
    const second = new FakeSession();
    ua.emit('newRTCSession', { originator: 'remote', session: second });
    expect(second.terminated).toBe(1);
    incoming.emit('ended', { cause: 'Terminated' });
    expect(s.phone.getSnapshot().status).toBe('AfterCallWork');
  });

  it('transfer messages: SIP未初始化，无法转接; 当前没有活动通话，无法转接; 已将通话转接至; 转接失败', async () => {
    const idle = setup();
    expect(await idle.phone.transfer('8002')).toBe(false);
    expect(idle.notices).toEqual(['SIP未初始化，无法转接']);

    const s = setup();
    const ua = await registered(s);
    expect(await s.phone.transfer('8002')).toBe(false);
    expect(s.notices).toContain('当前没有活动通话，无法转接');

    await s.phone.dial('13812345678');
    ua.session.emit('confirmed', {});
    ua.session.refer.mockImplementationOnce((_t: string, o: { eventHandlers: { accepted: () => void } }) => o.eventHandlers.accepted());
    expect(await s.phone.transfer('8002')).toBe(true);
    expect(s.notices).toContain('已将通话转接至 8002');
    ua.session.refer.mockImplementationOnce((_t: string, o: { eventHandlers: { failed: () => void } }) => o.eventHandlers.failed());
    expect(await s.phone.transfer('13916880002')).toBe(false);
    expect(s.notices.at(-1)).toMatch(/^转接失败: /);
  });
});

describe('debug log', () => {
  it('keeps at most 500 entries in localStorage callCenterLog', async () => {
    const s = setup();
    const ua = await registered(s);
    for (let i = 0; i < 300; i++) {
      ua.emit('disconnected', {});
      ua.emit('registered', {});
    }
    const log = JSON.parse(localStorage.getItem('callCenterLog') ?? '[]') as unknown[];
    expect(log).toHaveLength(500);
  });
});
