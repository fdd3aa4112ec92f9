import { chinaDateTime } from '../protocol/china-time';
import { mainlandMobile } from '../protocol/phone';
import type { SmsRecord } from './messages';

/** A received message as `/__test/messages` answers it (and the list page shows it). */
export function messageView(r: SmsRecord) {
  return {
    seq: r.seq,
    at: chinaDateTime(r.at),
    action: r.action,
    phone: r.phone ?? r.phoneNumber,
    signName: r.signName,
    templateCode: r.templateCode,
    templateType: r.templateType ?? null,
    params: r.params,
    text: r.text ?? null,
    parts: r.parts ?? null,
    outId: r.outId ?? null,
    code: r.code,
    message: r.message,
    bizId: r.bizId ?? null,
    requestId: r.requestId,
    delivery: {
      state: r.delivery.state,
      lost: r.delivery.lost,
      errCode: r.delivery.errCode ?? null,
      receivedAt: r.delivery.receivedAt === undefined ? null : chinaDateTime(r.delivery.receivedAt),
      pushes: r.delivery.pushes,
    },
  };
}

export type MessageView = ReturnType<typeof messageView>;

/** Newest first; only one number's when `phone` is given (any of its written forms). */
export function selectMessages(records: readonly SmsRecord[], phone?: string): SmsRecord[] {
  const wanted = phone === undefined || phone === '' ? undefined : (mainlandMobile(phone) ?? phone);
  return records.filter((r) => wanted === undefined || (r.phone ?? r.phoneNumber) === wanted).reverse();
}
