import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@pm/db';
import { messageIdsOf } from './channels';
import { applyReport } from './messages.repo';

// Aliyun SmsReport by HTTP push (notes §4): a JSON array of reports, several per request; answered
// `{"code":0,"msg":"接收成功"}` (anything else, or no answer in 700 ms, is pushed again after 1, 5, 10 minutes).
// Reports repeat and come late; each moves its message at most once (applyReport). The push carries no signature:
// the URL holds a token of ours (ALIYUN_SMS_REPORT_TOKEN) when one is configured.

export interface SmsReport {
  phone_number?: unknown;
  success?: unknown;
  err_code?: unknown;
  err_msg?: unknown;
  biz_id?: unknown;
  out_id?: unknown;
  report_time?: unknown;
}

/** "2017-01-01 00:00:00" China time → an instant; a missing or bad one is now. */
function reportTime(text: unknown, now: Date): Date {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return now;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? now : at;
}

export function tokenMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected) return true;
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Applies the reports of one push; answers how many moved a message (the rest were repeats or not ours). */
export async function applySmsReports(db: Db, body: unknown, now = new Date()): Promise<{ applied: number; ignored: number }> {
  const reports = Array.isArray(body) ? (body as SmsReport[]) : [];
  let applied = 0;
  for (const r of reports) {
    const ids = messageIdsOf(typeof r.out_id === 'string' ? r.out_id : undefined);
    const phone = typeof r.phone_number === 'string' ? r.phone_number.replace(/^(?:\+?86)/, '') : '';
    if (ids.length === 0 || !phone) continue;
    const delivered = r.success === true || r.success === 'true';
    const reason = delivered ? null : `${typeof r.err_code === 'string' ? r.err_code : ''} ${typeof r.err_msg === 'string' ? r.err_msg : ''}`.trim() || '未送达';
    const moved = await applyReport(
      db,
      { channel: 'sms', ids, address: phone },
      { delivered, at: reportTime(r.report_time, now), reason: reason ? `运营商回执：${reason}` : null, ...(typeof r.biz_id === 'string' ? { vendorId: r.biz_id } : {}) },
    );
    if (moved) applied++;
  }
  return { applied, ignored: reports.length - applied };
}
