import { CALL_CENTER_TIMERS as T } from '@pm/domain';
import { log } from './debug-log';
import type { SoftphoneStore } from './softphone-state';
import type { Timers } from './timers';

/**
 * A phone line's way back after losing its registration (SIP or the vendor SDK alike): the agent is signed out
 * (签出) unless registered again within 2 minutes, and `attempt` runs again after 10 s, then every 60 s, at most 360
 * times, while an agent is signed in and the line is not registered.
 */
export class Reconnect {
  private retries = 0;

  constructor(
    private readonly timers: Timers,
    private readonly store: SoftphoneStore,
    /** One more try (the n-th). */
    private readonly attempt: (n: number) => void,
  ) {}

  /** The registration is lost: the 2-minute 签出 timer (once) and the next try. */
  lost(): void {
    if (!this.timers.has('disconnect')) {
      this.timers.start('disconnect', T.disconnectTimerMs, () => {
        if (this.store.current.registered) return;
        log('warn', '断开 2 分钟未恢复，坐席置为签出');
        this.store.set({ status: 'Logout' });
        void this.store.reportWorkState(7);
      });
    }
    this.retry();
  }

  /** A try failed: the next one, unless one is already due or the tries are spent. */
  retry(): void {
    if (this.timers.has('retry') || this.retries >= T.reRegisterMaxAttempts) return;
    const delay = this.retries === 0 ? T.reRegisterFirstAfterMs : T.reRegisterEveryMs;
    this.timers.start('retry', delay, () => {
      if (this.store.current.registered || !this.store.current.agent) return;
      this.retries++;
      this.attempt(this.retries);
    });
  }

  /** Registered again: no timers, and the tries count from 0. */
  back(): void {
    this.retries = 0;
    this.timers.clear('disconnect');
    this.timers.clear('retry');
  }

  /** The phone stopped (its timers cleared with the rest): the tries count from 0. */
  stopped(): void {
    this.retries = 0;
  }
}
