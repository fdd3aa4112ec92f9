import type { FinishStatus } from '../protocol/event-xml';

/** What became of an accepted message: waiting for its finish, or the finish's status. */
export type FinishState = 'none' | 'waiting' | FinishStatus;

export interface TemplateLine {
  key: string;
  label: string;
  value: string;
}

/** One call of /cgi-bin/message/template/send that passed the access_token check, accepted or refused. */
export interface MessageRecord {
  seq: number;
  /** Business time (ms). */
  at: number;
  touser: string;
  templateId: string;
  title: string | undefined;
  /** The template's lines with the values sent (first/remark and unknown keys left out, as WeChat filters them). */
  lines: TemplateLine[];
  data: Record<string, string>;
  url: string | undefined;
  miniprogram: { appid: string; pagepath: string | undefined } | undefined;
  clientMsgId: string | undefined;
  errcode: number;
  errmsg: string;
  msgid: string | undefined;
  /** A repeat of an earlier (touser, client_msg_id): answered with its msgid, nothing sent. */
  repeatOf: number | undefined;
  finish: {
    state: FinishState;
    /** The finish happens but is never pushed (knob). */
    lost: boolean;
    /** Event pushes that carried it (repeats included). */
    pushes: number[];
  };
}

export class MessageLog {
  private records: MessageRecord[] = [];
  private seq = 0;

  add(record: Omit<MessageRecord, 'seq'>): MessageRecord {
    const full = { ...record, seq: ++this.seq };
    this.records.push(full);
    return full;
  }

  all(): readonly MessageRecord[] {
    return this.records;
  }

  clear(): void {
    this.records = [];
    this.seq = 0;
  }
}
