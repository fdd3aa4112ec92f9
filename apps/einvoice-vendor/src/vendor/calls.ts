/** One call of /open/v1/services (or /accessToken), whatever its answer: what the page and `/__test/calls` show. */
export interface CallRecord {
  seq: number;
  /** Business time (ms). */
  at: number;
  method: string;
  senid: string;
  userTax: string;
  code: string;
  describe: string;
  /** The body as received (first 4000 characters). */
  request: string;
  /** The answer's `result` as JSON (first 2000 characters). */
  result: string;
}

export class CallLog {
  private records: CallRecord[] = [];
  private seq = 0;

  add(record: Omit<CallRecord, 'seq'>): CallRecord {
    const full = {
      ...record,
      request: record.request.slice(0, 4000),
      result: record.result.slice(0, 2000),
      seq: ++this.seq,
    };
    this.records.push(full);
    if (this.records.length > 2000) this.records.shift();
    return full;
  }

  all(): readonly CallRecord[] {
    return this.records;
  }

  clear(): void {
    this.records = [];
    this.seq = 0;
  }
}
