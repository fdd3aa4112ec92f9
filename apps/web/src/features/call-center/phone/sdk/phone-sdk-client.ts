import { CALL_CENTER_TIMERS } from '@pm/domain';

/** The vendor's answer to one request: code 0 is success (sdk-codes.ts has the others). */
export interface SdkAnswer {
  code: number;
  msg: string;
  callId?: string;
}

/** What the vendor pushes. */
export type SdkEvent =
  | { event: 'ringing'; callId: string }
  | { event: 'answered'; callId: string; sdp?: string }
  | { event: 'hangup'; callId: string; reason: string }
  | { event: 'incoming'; callId: string; from: string; sdp: string }
  | { event: 'kicked'; code: number; msg: string };

/** The answer when the socket closed or the vendor did not answer in time (not a vendor code). */
export const NO_ANSWER = -1;

/**
 * The vendor's phone SDK as the page uses it: one WebSocket, JSON requests answered by `seq`, events pushed
 * (the protocol is written down in docs/decisions.md). makeCall and requestSendDtmf are the calls spec section 7
 * names; login, answer, hangup and transfer complete a phone.
 */
export class PhoneSdkClient {
  private socket: WebSocket | null = null;
  private seq = 0;
  private readonly pending = new Map<number, (answer: SdkAnswer) => void>();

  constructor(
    private readonly onEvent: (event: SdkEvent) => void,
    /** The socket closed, by the vendor or the network (not by close()). */
    private readonly onClosed: () => void,
  ) {}

  /** Opens the socket; rejects when the vendor cannot be reached. */
  open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      this.socket = socket;
      let opened = false;
      socket.onopen = () => {
        opened = true;
        resolve();
      };
      socket.onmessage = (e: MessageEvent) => this.onFrame(String(e.data));
      socket.onclose = () => {
        this.answerAll({ code: NO_ANSWER, msg: '连接已断开' });
        if (!opened) reject(new Error(`无法连接 ${url}`));
        else if (this.socket === socket) {
          this.socket = null;
          this.onClosed();
        }
      };
    });
  }

  close(): void {
    const socket = this.socket;
    this.socket = null;
    this.answerAll({ code: NO_ANSWER, msg: '连接已关闭' });
    socket?.close();
  }

  login(agent: string, password: string): Promise<SdkAnswer> {
    return this.request('login', { agent, password });
  }

  makeCall(callee: string, displayNumber: string, sdp: string): Promise<SdkAnswer> {
    return this.request('makeCall', { callee, displayNumber, sdp });
  }

  requestSendDtmf(callId: string, digits: string): Promise<SdkAnswer> {
    return this.request('requestSendDtmf', { callId, digits });
  }

  answer(callId: string, sdp: string): Promise<SdkAnswer> {
    return this.request('answer', { callId, sdp });
  }

  hangup(callId: string): Promise<SdkAnswer> {
    return this.request('hangup', { callId });
  }

  transfer(callId: string, target: string): Promise<SdkAnswer> {
    return this.request('transfer', { callId, target });
  }

  private request(cmd: string, args: Record<string, string>): Promise<SdkAnswer> {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return Promise.resolve({ code: NO_ANSWER, msg: '未连接' });
    const seq = ++this.seq;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        resolve({ code: NO_ANSWER, msg: '请求超时' });
      }, CALL_CENTER_TIMERS.clientTimeoutMs);
      this.pending.set(seq, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      socket.send(JSON.stringify({ cmd, seq, ...args }));
    });
  }

  private onFrame(text: string): void {
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    if (typeof frame.event === 'string') {
      this.onEvent(frame as unknown as SdkEvent);
      return;
    }
    const resolve = typeof frame.seq === 'number' ? this.pending.get(frame.seq) : undefined;
    if (!resolve) return;
    this.pending.delete(frame.seq as number);
    resolve({ code: Number(frame.code), msg: typeof frame.msg === 'string' ? frame.msg : '', ...(typeof frame.callId === 'string' ? { callId: frame.callId } : {}) });
  }

  private answerAll(answer: SdkAnswer): void {
    for (const resolve of this.pending.values()) resolve(answer);
    this.pending.clear();
  }
}
