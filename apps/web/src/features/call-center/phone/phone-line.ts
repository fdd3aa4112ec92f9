/** Why a call ended before it was up: the far end refused, the agent gave up, no microphone, or anything else. */
export type CallFailure = 'rejected' | 'cancelled' | 'micDenied' | 'other';

/** What a call tells the softphone, whichever line carries it. */
export interface CallEvents {
  progress(): void;
  confirmed(): void;
  /**
   * Ended before it was up. `detail` goes to the debug log; `message` is the line's own text for the agent (the
   * phone SDK's codes) shown instead of the usual 呼叫被拒绝 / SIP呼叫失败.
   */
  failed(why: CallFailure, detail: string, message?: string): void;
  /** Ended after it was up. */
  ended(detail: string): void;
}

/** One call on a line: a JsSIP session or a call of the vendor's phone SDK. */
export interface PhoneCall {
  /** The other party's number (the caller of an inbound call). */
  readonly number: string;
  /** Called once, before anything else happens to the call. */
  listen(events: CallEvents): void;
  answer(): void;
  hangup(): void;
  /** Turns away an inbound call while the agent is on another. */
  reject(): void;
  mute(on: boolean): void;
  sendDtmf(tones: string): void;
  /** Resolves null when the far end took the call, otherwise the reason it did not. */
  transfer(target: string): Promise<string | null>;
}

export interface LineHooks {
  /** A call from outside reached this agent. */
  onIncoming(call: PhoneCall): void;
  /** The line went away: any call it carried is gone with it. */
  onStopped(): void;
  /** The account is now used somewhere else (the phone SDK's 9996): this page's agent is signed out of the phone. */
  onKicked(): void;
}

/** How the agent's browser reaches the call centre: JsSIP (SIP over WebSocket) or the vendor's phone SDK. */
export interface PhoneLine {
  /** The line is set up (SIP user agent created, SDK logged in); transfers need it. */
  readonly initialised: boolean;
  connect(): Promise<void>;
  stop(): void;
  /** Starts an outbound call showing `displayNumber`; throws when it cannot start at all. */
  call(target: string, displayNumber: string): PhoneCall;
}
