import type { SmsVendorClock } from '../options';

/**
 * Two readings of one clock. Business time (`now`) dates sends, flow-control windows, quotas and reports,
 * and knobs move it (the next minute, hour or day without waiting). Wall time (`wall`) is the base clock
 * alone: it checks `x-acs-date`, so a client signing with its own clock keeps working while the vendor's
 * business time is moved.
 */
export class VendorClock {
  private offsetMs = 0;

  constructor(private readonly base: SmsVendorClock) {}

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
