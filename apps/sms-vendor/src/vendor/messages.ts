import type { TemplateType } from '../options';

/** What the carrier made of an accepted message. `lost`: delivered, but its report is never pushed. */
export type DeliveryState = 'none' | 'waiting' | 'delivered' | 'failed';

/** One number of one SendSms / SendBatchSms call, accepted or refused (the list page shows both). */
export interface SmsRecord {
  seq: number;
  /** Business time of the call (ms). */
  at: number;
  action: 'SendSms' | 'SendBatchSms';
  requestId: string;
  accessKeyId: string;
  /** As sent (may carry +86); `phone` is its 11 digits when it is a mainland mobile. */
  phoneNumber: string;
  phone: string | undefined;
  signName: string;
  templateCode: string;
  templateType: TemplateType | undefined;
  params: Record<string, string>;
  /** The rendered text (without the sign) of an accepted message. */
  text: string | undefined;
  /** Characters counted for billing (`【sign】` + text) and billed parts. */
  length: number | undefined;
  parts: number | undefined;
  outId: string | undefined;
  code: string;
  message: string;
  bizId: string | undefined;
  delivery: {
    state: DeliveryState;
    /** The report is never pushed (knob `lose`). */
    lost: boolean;
    errCode: string | undefined;
    errMsg: string | undefined;
    /** Business time the carrier's receipt came (ms). */
    receivedAt: number | undefined;
    /** Report pushes this message took part in (duplicates included). */
    pushes: number[];
  };
}

/** Every message the fake received, in arrival order. */
export class MessageLog {
  private records: SmsRecord[] = [];
  /** Accepted ones per number: QuerySendDetails asks by number, and a scan of every record per call grows with the log. */
  private acceptedByPhone = new Map<string, SmsRecord[]>();
  private seq = 0;

  add(record: Omit<SmsRecord, 'seq'>): SmsRecord {
    const full = { ...record, seq: ++this.seq };
    this.records.push(full);
    if (full.code === 'OK' && full.phone) {
      const list = this.acceptedByPhone.get(full.phone);
      if (list) list.push(full);
      else this.acceptedByPhone.set(full.phone, [full]);
    }
    return full;
  }

  all(): readonly SmsRecord[] {
    return this.records;
  }

  /** Accepted messages to one number, newest first. */
  accepted(phone: string): SmsRecord[] {
    return [...(this.acceptedByPhone.get(phone) ?? [])].reverse();
  }

  clear(): void {
    this.records = [];
    this.acceptedByPhone.clear();
    this.seq = 0;
  }
}
