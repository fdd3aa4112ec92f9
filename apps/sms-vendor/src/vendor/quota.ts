import { chinaDay, chinaMonth } from '../protocol/china-time';
import type { SmsQuota } from '../options';
import { CODES, type SmsCode } from './errors';

/** The console's daily and monthly sending limits and the account's balance in billed parts. */
export class Quota {
  private days = new Map<string, number>();
  private months = new Map<string, number>();
  private limits: SmsQuota;

  constructor(private readonly initial: SmsQuota) {
    this.limits = { ...initial };
  }

  /** The refusal for sending `numbers` messages of `parts` billed parts in all now, or undefined. */
  check(numbers: number, parts: number, now: number): SmsCode | undefined {
    const { perDay, perMonth, balance } = this.limits;
    if (perDay !== undefined && (this.days.get(chinaDay(now)) ?? 0) + numbers > perDay) return CODES.dayLimit;
    if (perMonth !== undefined && (this.months.get(chinaMonth(now)) ?? 0) + numbers > perMonth) return CODES.monthLimit;
    if (balance !== undefined && parts > balance) return CODES.amountNotEnough;
    return undefined;
  }

  charge(numbers: number, parts: number, now: number): void {
    this.days.set(chinaDay(now), (this.days.get(chinaDay(now)) ?? 0) + numbers);
    this.months.set(chinaMonth(now), (this.months.get(chinaMonth(now)) ?? 0) + numbers);
    if (this.limits.balance !== undefined) this.limits.balance -= parts;
  }

  set(limits: SmsQuota): SmsQuota {
    this.limits = { ...this.limits, ...limits };
    return this.state();
  }

  state(): SmsQuota {
    return { ...this.limits };
  }

  reset(): void {
    this.days.clear();
    this.months.clear();
    this.limits = { ...this.initial };
  }
}
