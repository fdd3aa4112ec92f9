import type { CallRecordPage } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { callCenterTenant } from './call-center-tenant';
import * as repo from './call-center.repo';
import { syncCallFeed } from './call-feed';
import type { VendorClient } from './vendor-client';

/** 138****5678: keeps the first 3 and last 4 digits of numbers longer than 7, else masks the middle. */
export function maskNumber(number: string): string {
  if (number.length > 7) return `${number.slice(0, 3)}****${number.slice(-4)}`;
  if (number.length > 4) return `${number.slice(0, 2)}**${number.slice(-2)}`;
  return number;
}

/** The company's call records (pulled from the vendor's feed first) and their recordings. */
export class CallRecords {
  constructor(
    private readonly db: Db,
    private readonly vendor: VendorClient,
  ) {}

  async page(
    session: Session,
    f: { page: number; size: number; callType?: number; q: string },
  ): Promise<CallRecordPage> {
    const tenantId = await callCenterTenant(this.db, session);
    await syncCallFeed(this.db, this.vendor, session.companyId, tenantId);
    const { total, rows } = await repo.pageCallRecords(this.db, session.companyId, f);
    return {
      total,
      page: f.page,
      size: f.size,
      rows: rows.map((r) => ({
        id: r.id,
        callTime: r.callTime.toISOString(),
        callType: r.callType,
        customDisplayNum: r.customDisplayNum,
        calleeNum: r.calleeNum,
        encryptionCustomDisplayNum: maskNumber(r.customDisplayNum),
        encryptionCalleeNum: maskNumber(r.calleeNum),
        audioRecordPath: r.hasRecording ? '/api/call-center/v2/tape' : null,
        agentDn: r.agentDn,
        result: r.result,
        durationSeconds:
          r.answeredAt && r.endedAt
            ? Math.max(0, Math.round((r.endedAt.getTime() - r.answeredAt.getTime()) / 1000))
            : 0,
      })),
    };
  }

  async recording(session: Session, id: number): Promise<Buffer> {
    await callCenterTenant(this.db, session);
    const row = await repo.findRecording(this.db, session.companyId, id);
    if (!row) throw notFound();
    if (!row.recordingWav) throw notFound('无录音', 'call_center.no_recording');
    return Buffer.from(row.recordingWav, 'base64');
  }
}
