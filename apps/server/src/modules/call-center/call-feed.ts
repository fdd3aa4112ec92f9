import type { Db } from '@pm/db';
import * as repo from './call-center.repo';
import type { VendorClient } from './vendor-client';

interface FeedCall {
  callId: string;
  agentId: string;
  agentDn: string;
  callType: number;
  customDisplayNum: string;
  calleeNum: string;
  callTime: string;
  answeredAt: string | null;
  endedAt: string | null;
  result: string;
  transferredTo: string | null;
  audioRecordPath: string | null;
}

/**
 * Pulls the vendor's call-event feed for a tenant into cc_call_records (docs/decisions.md: the
 * server pulls; the vendor does not push). Reads from the stored cursor with the freshest valid
 * agent token of the tenant; without one it keeps what is stored. Upserts make concurrent or
 * repeated syncs harmless. Recordings are copied once, so playback does not need the vendor.
 */
export async function syncCallFeed(db: Db, vendor: VendorClient, companyId: number, tenantId: string): Promise<number> {
  const token = await repo.freshestTenantToken(db, tenantId);
  if (!token) return 0;
  const auth = { token: token.token, tenantId };
  let cursor = await repo.feedCursor(db, tenantId);
  let stored = 0;
  for (let round = 0; round < 20; round++) {
    let page: { next: number; list: FeedCall[] };
    try {
      page = await vendor.call<{ next: number; list: FeedCall[] }>(auth, 'GET', `/api/v1/calls?since=${cursor}&limit=200`);
    } catch {
      // The vendor being away must not hide the records we already have.
      return stored;
    }
    for (const c of page.list) {
      const wav = c.audioRecordPath ? await vendor.bytes(auth, c.audioRecordPath).catch(() => undefined) : undefined;
      await repo.upsertCallRecord(db, {
        companyId,
        tenantId,
        vendorCallId: c.callId,
        agentId: c.agentId,
        agentDn: c.agentDn,
        callType: c.callType === 1 ? 1 : 2,
        customDisplayNum: c.customDisplayNum,
        calleeNum: c.calleeNum,
        callTime: new Date(c.callTime),
        answeredAt: c.answeredAt ? new Date(c.answeredAt) : null,
        endedAt: c.endedAt ? new Date(c.endedAt) : null,
        result: c.result,
        transferredTo: c.transferredTo,
        recordingWav: wav ? wav.toString('base64') : null,
      });
      stored++;
    }
    if (page.next <= cursor || page.list.length === 0) break;
    cursor = page.next;
    await repo.advanceFeedCursor(db, tenantId, cursor);
  }
  return stored;
}
