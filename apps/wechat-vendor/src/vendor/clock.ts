import type { WechatVendorClock } from '../options';

/**
 * Two readings of one clock. Business time (`now`): token and code lifetimes, CreateTime of events, dates shown;
 * knobs move it without waiting. Wall time (`wall`): the base clock alone, for the `timestamp` a push is signed with,
 * so a receiver checking it against its own clock keeps accepting pushes while business time is moved.
 */
export class VendorClock {
  private offsetMs = 0;

  constructor(private readonly base: WechatVendorClock) {}

  now(): number {
    return this.base.now() + this.offsetMs;
  }

  wall(): number {
    return this.base.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(ms: number): void {
    this.offsetMs = ms - this.base.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }

  get offset(): number {
    return this.offsetMs;
  }
}
