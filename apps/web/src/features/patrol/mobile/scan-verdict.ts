import type { PatrolScanResult } from '@pm/contracts';
import { ApiError } from '../../../api/client';

/** What the scan page shows big: 签到成功 (green), 顺序不符 (orange) or the refusal (red). */
export type ScanOutcome =
  | { kind: 'ok' | 'flagged'; result: PatrolScanResult }
  | { kind: 'refused'; title: RefusalTitle; message: string };

export type RefusalTitle = '二维码无效' | '重复签到' | '非本人计划' | '不在计划期' | '签到失败';

const TITLES: Record<string, RefusalTitle> = {
  'patrol.scan_invalid_code': '二维码无效',
  'patrol.scan_repeated': '重复签到',
  'patrol.scan_not_your_plan': '非本人计划',
  'patrol.scan_outside_plan': '不在计划期',
};

export function outcomeOf(result: PatrolScanResult | undefined, error: unknown): ScanOutcome | null {
  if (result) return { kind: result.verdict === '顺序不符' ? 'flagged' : 'ok', result };
  if (!error) return null;
  if (error instanceof ApiError) {
    // a code the contract refused (empty, too long) is an invalid code too
    const title = TITLES[error.errorCode ?? ''] ?? (error.status === 400 ? '二维码无效' : '签到失败');
    return { kind: 'refused', title, message: error.message };
  }
  return { kind: 'refused', title: '签到失败', message: error instanceof Error ? error.message : '' };
}
