import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentInfo } from '@pm/contracts';
import { Softphone, type SoftphoneBackend } from '../softphone';

// The softphone on the phone-SDK line (agent info phone: 'sdk'): the vendor's socket is a stand-in the test
// answers frame by frame, WebRTC and the microphone are stand-ins too; the rest is the real softphone.
type Frame = Record<string, unknown>;

class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  /** The next socket fails to connect (the vendor cannot be reached). */
  static refuseNext = false;
  readyState = 0;
  readonly sent: Frame[] = [];
  private readonly answered = new Set<number>();
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    const refuse = FakeSocket.refuseNext;
    FakeSocket.refuseNext = false;
    setTimeout(() => {
      if (refuse) return this.close();
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Frame);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  push(frame: Frame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The request `cmd` once sent (and not answered yet). */
  async request(cmd: string): Promise<Frame> {
    let found: Frame | undefined;
    await vi.waitFor(() => {
      found = this.sent.find((f) => f.cmd === cmd && !this.answered.has(f.seq as number));
      expect(found).toBeTruthy();
    });
    return found as Frame;
  }
  /** Answers the pending request `cmd`; returns the request. */
  async reply(cmd: string, answer: Frame = {}): Promise<Frame> {
    const req = await this.request(cmd);
    this.answered.add(req.seq as number);
    this.push({ seq: req.seq, code: 0, msg: 'success', ...answer });
    return req;
  }
}

class FakePc {
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  closed = false;
  addTrack() {}
  addEventListener() {}
  async createOffer() {
    return { type: 'offer', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=setup:active\r\n' };
  }
  async setLocalDescription(d: { type: string; sdp: string }) {
    this.localDescription = d;
  }
  async setRemoteDescription(d: { type: string; sdp: string }) {
    this.remoteDescription = d;
  }
  close() {
    this.closed = true;
  }
}

const track = { enabled: true, stop: vi.fn() };
const agent: AgentInfo = { agentId: 'A8001', agentName: '王小兰', agentDn: '8001', tenantId: 'T', groupId: 1, loggedInAt: '2026-01-01T00:00:00Z', phone: 'sdk' };

function setup(overrides: Partial<SoftphoneBackend> = {}) {
  const backend = {
    login: vi.fn(async () => agent),
    logout: vi.fn(async () => undefined),
    current: vi.fn(async () => agent),
    sipInfo: vi.fn(async () => ({ sipUser: '8001', sipPassword: 'pw1', sipDomain: 'cc.vendor.local', effectiveTime: 1800 })),
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

/** Resumes the agent's phone and answers the SDK login with `code`. */
async function loggedIn(s: ReturnType<typeof setup>, code = 0): Promise<FakeSocket> {
  void s.phone.resume();
  await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  const socket = FakeSocket.instances[0] as FakeSocket;
  const login = await socket.reply('login', { code, msg: code ? 'refused' : 'success' });
  expect(login).toMatchObject({ agent: '8001', password: 'pw1' });
  expect(socket.url).toBe('ws://h:1/phone-sdk');
  return socket;
}

beforeEach(() => {
  FakeSocket.instances = [];
  localStorage.clear();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('RTCPeerConnection', FakePc);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => ({ getTracks: () => [track], getAudioTracks: () => [track] })),
      enumerateDevices: vi.fn(async () => [{ kind: 'audioinput' }]),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the phone SDK line', () => {
  it('logs in with the agent extension and SIP password, then shows Login and reports 6 then 5', async () => {
    const s = setup();
    await loggedIn(s);
    await vi.waitFor(() => expect(s.phone.getSnapshot()).toMatchObject({ status: 'Login', registered: true }));
    await vi.waitFor(() => expect(vi.mocked(s.backend.workState).mock.calls.map((c) => c[0])).toEqual([6, 5]));
  });

  it.each([
    [58, '登录失败！'],
    [192, '坐席账号不存在！'],
  ])('says the spec’s text when the SDK login answers %i', async (code, text) => {
    const s = setup();
    await loggedIn(s, code);
    await vi.waitFor(() => expect(s.notices).toEqual([text]));
    expect(s.phone.getSnapshot().registered).toBe(false);
  });

  it('says 登录失败！ when the SDK cannot be reached (out of service)', async () => {
    FakeSocket.refuseNext = true;
    const s = setup();
    await s.phone.resume();
    expect(s.notices).toEqual(['登录失败！']);
  });

  it('makes the call with makeCall and the pool’s number, sends the second dial step and keys with requestSendDtmf', async () => {
    const s = setup();
    const socket = await loggedIn(s);
    await vi.waitFor(() => expect(s.phone.getSnapshot().registered).toBe(true));
    await s.phone.dial('50001000,123');
    const made = await socket.reply('makeCall', { callId: 'c1' });
    expect(made).toMatchObject({ callee: '050001000', displayNumber: '02150004000' });
    expect(String(made.sdp)).toMatch(/^v=0/);
    expect(s.phone.getSnapshot().status).toBe('Dialing');
    socket.push({ event: 'ringing', callId: 'c1' });
    socket.push({ event: 'answered', callId: 'c1', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n' });
    await vi.waitFor(() => expect(s.phone.getSnapshot().status).toBe('Established'));
    expect(await socket.reply('requestSendDtmf')).toMatchObject({ callId: 'c1', digits: '123' });
    s.phone.sendDtmf('#');
    expect(await socket.reply('requestSendDtmf')).toMatchObject({ callId: 'c1', digits: '#' });
    s.phone.toggleMute();
    expect(track.enabled).toBe(false);
    s.phone.toggleMute();
    expect(track.enabled).toBe(true);
    s.phone.hangup();
    await socket.reply('hangup');
    socket.push({ event: 'hangup', callId: 'c1', reason: 'normal' });
    expect(s.phone.getSnapshot().status).toBe('AfterCallWork');
  });

  it('says 操作太频繁，请稍后再试 when makeCall answers 1001, 呼叫被拒绝 for a busy callee', async () => {
    const s = setup();
    const socket = await loggedIn(s);
    await vi.waitFor(() => expect(s.phone.getSnapshot().registered).toBe(true));
    await s.phone.dial('13800000001');
    await socket.reply('makeCall', { code: 1001, msg: '呼叫过于频繁' });
    await vi.waitFor(() => expect(s.notices).toContain('操作太频繁，请稍后再试'));
    expect(s.phone.getSnapshot().status).toBe('AfterCallWork');

    FakeSocket.instances = [];
    const again = setup();
    const line = await loggedIn(again);
    await vi.waitFor(() => expect(again.phone.getSnapshot().registered).toBe(true));
    await again.phone.dial('13800000486');
    await line.reply('makeCall', { callId: 'c2' });
    line.push({ event: 'hangup', callId: 'c2', reason: 'busy' });
    await vi.waitFor(() => expect(again.notices).toContain('呼叫被拒绝'));
  });

  it('shows 账号已在别处登录！ and signs the page’s agent out of the phone when kicked with 9996', async () => {
    const s = setup();
    const socket = await loggedIn(s);
    await vi.waitFor(() => expect(s.phone.getSnapshot().registered).toBe(true));
    socket.push({ event: 'kicked', code: 9996, msg: '账号已在别处登录' });
    expect(s.notices).toEqual(['账号已在别处登录！']);
    expect(s.phone.getSnapshot()).toMatchObject({ status: 'Logout', agent: null, registered: false });
    expect(s.backend.logout).not.toHaveBeenCalled();
  });

  it('rings an inbound call and answers it with its own SDP', async () => {
    const s = setup();
    const socket = await loggedIn(s);
    await vi.waitFor(() => expect(s.phone.getSnapshot().registered).toBe(true));
    socket.push({ event: 'incoming', callId: 'in1', from: '13900001111', sdp: 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\n' });
    expect(s.phone.getSnapshot().status).toBe('Ringing');
    expect(s.backend.screenPop).toHaveBeenCalledWith('13900001111');
    await s.phone.answer();
    const answer = await socket.reply('answer');
    expect(answer).toMatchObject({ callId: 'in1' });
    expect(String(answer.sdp)).toContain('a=setup:active');
    socket.push({ event: 'answered', callId: 'in1' });
    await vi.waitFor(() => expect(s.phone.getSnapshot().status).toBe('Established'));
  });
});
