import { hourWindow, minuteWindow } from '../protocol/china-time';
import type { Template } from '../options';
import { businessLimit, type SmsCode } from './errors';

const DAY_MS = 24 * 3600_000;

/**
 * Per-number flow control (mainland; note §5): 验证码 with one sign 1 a natural minute, 5 a natural hour,
 * 10 in 24 h; 验证码 of any sign 40 in 24 h; 通知 and 推广 50 in 24 h per sign + template. A send counts
 * when it is accepted, once per number per call, whatever the variables.
 */
export const FLOW_LIMITS = {
  codePerMinute: 1,
  codePerHour: 5,
  codePerDay: 10,
  codeAllSignsPerDay: 40,
  noticePerDay: 50,
};

export class FlowControl {
  /** Accepted sends' business times by counter key. */
  private sent = new Map<string, number[]>();

  /** The refusal for sending this template to this number now, or undefined. */
  check(phone: string, sign: string, template: Template, now: number): SmsCode | undefined {
    const since = (key: string, from: number) => (this.sent.get(key) ?? []).filter((t) => t > from);
    if (template.type === '验证码') {
      const same = since(codeKey(phone, sign), now - DAY_MS);
      if (same.filter((t) => minuteWindow(t) === minuteWindow(now)).length >= FLOW_LIMITS.codePerMinute)
        return businessLimit('分钟', FLOW_LIMITS.codePerMinute);
      if (same.filter((t) => hourWindow(t) === hourWindow(now)).length >= FLOW_LIMITS.codePerHour)
        return businessLimit('小时', FLOW_LIMITS.codePerHour);
      if (same.length >= FLOW_LIMITS.codePerDay) return businessLimit('天', FLOW_LIMITS.codePerDay);
      if (since(phone, now - DAY_MS).length >= FLOW_LIMITS.codeAllSignsPerDay)
        return businessLimit('天', FLOW_LIMITS.codeAllSignsPerDay);
      return undefined;
    }
    if (since(noticeKey(phone, sign, template.code), now - DAY_MS).length >= FLOW_LIMITS.noticePerDay)
      return businessLimit('天', FLOW_LIMITS.noticePerDay);
    return undefined;
  }

  count(phone: string, sign: string, template: Template, now: number): void {
    const keys = template.type === '验证码' ? [codeKey(phone, sign), phone] : [noticeKey(phone, sign, template.code)];
    for (const key of keys) {
      const list = (this.sent.get(key) ?? []).filter((t) => t > now - DAY_MS);
      list.push(now);
      this.sent.set(key, list);
    }
  }

  clear(): void {
    this.sent.clear();
  }
}

const codeKey = (phone: string, sign: string) => `${phone}|${sign}`;
const noticeKey = (phone: string, sign: string, template: string) => `${phone}|${sign}|${template}`;
