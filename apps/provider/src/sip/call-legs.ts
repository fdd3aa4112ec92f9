import type { VendorState } from '../vendor/vendor-state';
import { toneWav } from '../vendor/recording';
import type { SipHeaders } from './message';
import { baseHeaders, rand, type Leg } from './dialog';
import type { Registrar } from './registrar';
import { sendSip } from './transport';

/** What each job of the SIP server works with. */
export interface SipContext {
  state: VendorState;
  registrar: Registrar;
  legs: CallLegs;
  log: (line: string) => void;
}

/** The calls in progress, and what ends one: every call becomes a call record, with a recording when it was answered. */
export class CallLegs {
  private readonly legs = new Map<string, Leg>();

  constructor(
    private readonly state: VendorState,
    private readonly log: (line: string) => void,
  ) {}

  get(callId: string): Leg | undefined {
    return this.legs.get(callId);
  }

  add(leg: Leg): void {
    this.legs.set(leg.callId, leg);
  }

  all(): Leg[] {
    return [...this.legs.values()];
  }

  sendInDialog(leg: Leg, method: string, extra: SipHeaders, body: string): void {
    leg.localSeq++;
    sendSip(leg.socket, {
      kind: 'request',
      method,
      uri: leg.remoteTarget,
      headers: { ...baseHeaders(leg, `z9hG4bK${rand()}`, method, leg.localSeq), ...extra },
      body,
    });
  }

  sendBye(leg: Leg, result: string): void {
    if (leg.state === 'ended') return;
    this.sendInDialog(leg, 'BYE', {}, '');
    this.finish(leg, result);
  }

  /** Ends a leg once: result, end time, and a recording for answered calls. */
  finish(leg: Leg, result: string): void {
    if (leg.state === 'ended') return;
    leg.state = 'ended';
    for (const t of leg.timers) clearTimeout(t);
    const record = leg.record;
    record.endedAt = new Date().toISOString();
    record.result = record.transferredTo ? 'transferred' : result;
    if (record.answeredAt) {
      const seconds = (Date.parse(record.endedAt) - Date.parse(record.answeredAt)) / 1000;
      record.recording = toneWav(seconds, record.seq);
    }
    this.state.touch(record);
    this.legs.delete(leg.callId);
    this.log(`call ${leg.callId} ended: ${record.result}${record.dtmf ? ` dtmf ${record.dtmf}` : ''}`);
  }

  clearTimers(): void {
    for (const leg of this.legs.values()) for (const t of leg.timers) clearTimeout(t);
  }
}
