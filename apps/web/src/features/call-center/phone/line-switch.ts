import type { SoftphoneKind } from '@pm/contracts';
import type { PhoneCall, PhoneLine } from './phone-line';

/**
 * The line the agent's phone uses now: the server's configuration names it in the agent info (`phone`), JsSIP
 * until told otherwise. Changing line stops the one in use.
 */
export class LineSwitch implements PhoneLine {
  private current: PhoneLine;
  private kind: SoftphoneKind = 'jssip';

  constructor(private readonly lines: Record<SoftphoneKind, PhoneLine>) {
    this.current = lines.jssip;
  }

  use(kind: SoftphoneKind): void {
    if (kind === this.kind) return;
    this.current.stop();
    this.kind = kind;
    this.current = this.lines[kind];
  }

  get initialised(): boolean {
    return this.current.initialised;
  }

  connect(): Promise<void> {
    return this.current.connect();
  }

  stop(): void {
    this.current.stop();
  }

  call(target: string, displayNumber: string): PhoneCall {
    return this.current.call(target, displayNumber);
  }
}
