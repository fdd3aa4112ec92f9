import type { EinvoiceVendorClock } from '../options';

/**
 * Two readings of one clock. Business time (`now`): invoice dates and numbers, token lifetimes, the 72 hours of a
 * 确认单; knobs move it without waiting. Wall time (`wall`): the base clock alone, for the timestamp a callback is
 * signed with and the window a call's timestamp must fall in, so both sides keep agreeing while business time moves.
 */
export class VendorClock {
  private offsetMs = 0;

  constructor(private readonly base: EinvoiceVendorClock) {}

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
