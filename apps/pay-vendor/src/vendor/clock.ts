import type { PayVendorClock } from '../options';

/**
 * Two readings of one clock. Business time (`now`) dates orders, expiry, success_time, refunds and
 * bills, and knobs move it (expiry and midnight tests). Wall time (`wall`) is the base clock alone: it
 * checks and writes signature timestamps, so a client signing with its own clock keeps working while
 * the vendor's business day is moved.
 */
export class VendorClock {
  private offsetMs = 0;

  constructor(private readonly base: PayVendorClock) {}

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
