import { WebSocket } from 'ws';

type Frame = Record<string, unknown>;

/**
 * A bare Node client of the fake's phone-SDK socket for contract tests (here and in the server's): requests by
 * seq, pushed events in arrival order. The product's client is the web's PhoneSdkClient.
 */
export class SdkTestClient {
  private seq = 0;
  private readonly waiting = new Map<number, (frame: Frame) => void>();
  readonly events: Frame[] = [];
  private readonly eventWaiters: { name: string; resolve: (frame: Frame) => void }[] = [];
  closeCode: number | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as Frame;
      if (typeof frame.event === 'string') {
        this.events.push(frame);
        const i = this.eventWaiters.findIndex((w) => w.name === frame.event);
        if (i >= 0) this.eventWaiters.splice(i, 1)[0]?.resolve(frame);
        return;
      }
      const resolve = this.waiting.get(frame.seq as number);
      this.waiting.delete(frame.seq as number);
      resolve?.(frame);
    });
    socket.on('close', (code) => (this.closeCode = code));
  }

  static async open(url: string): Promise<SdkTestClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new SdkTestClient(socket);
  }

  request(cmd: string, args: Frame = {}): Promise<Frame> {
    const seq = ++this.seq;
    return new Promise((resolve) => {
      this.waiting.set(seq, resolve);
      this.socket.send(JSON.stringify({ cmd, seq, ...args }));
    });
  }

  /** The next event of this name (one already received and not yet taken counts). */
  event(name: string, ms = 5000): Promise<Frame> {
    const had = this.events.find((e) => e.event === name && !(e as { taken?: boolean }).taken);
    if (had) {
      (had as { taken?: boolean }).taken = true;
      return Promise.resolve(had);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timeout waiting for ${name}`)), ms);
      this.eventWaiters.push({
        name,
        resolve: (frame) => {
          clearTimeout(timer);
          (frame as { taken?: boolean }).taken = true;
          resolve(frame);
        },
      });
    });
  }

  async closed(ms = 5000): Promise<number> {
    const deadline = Date.now() + ms;
    while (this.closeCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return this.closeCode ?? -1;
  }

  close(): void {
    this.socket.close();
  }
}
