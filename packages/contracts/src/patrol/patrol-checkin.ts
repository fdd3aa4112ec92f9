import { ACCEPTED_VERDICTS, REFUSED_VERDICTS, ROUND_STATES } from '@pm/domain';
import { z } from 'zod';
import { Day } from '../core/calendar';
import { emptyInput } from '../core/empty-schemas';
import { Id } from '../core/integers';
import { defineEndpoint } from '../core/endpoint';
import { reads, SIGNED_IN } from '../core/rights';

// 巡查签到 (issue 34): the inspector's phone scans a point's signed label; the plan's own inspector decides, so the
// inspector's calls need only a session. The supervisor's list belongs to 日常巡查.

const STAFF = ['emp', 'sa'] as const;

export const PatrolScanInput = z.object({
  /** The label's code, or the whole URL the camera app opened (…/m/patrol/scan?c=<code>). */
  code: z.string({ error: '请输入二维码编号' }).trim().min(1, { error: '请输入二维码编号' }).max(500, { error: '二维码编号过长' }),
});

/** A point on today's route: 未签到, 已签到 (准时) or 顺序不符, with the time of its accepted scan. */
export const PatrolRoundPoint = z.object({
  seq: z.number().int(),
  name: z.string(),
  state: z.enum(['未签到', '已签到', '顺序不符']),
  scannedAt: z.string().nullable(),
});
export type PatrolRoundPoint = z.infer<typeof PatrolRoundPoint>;

/** One plan on today's route of the inspector, and its round when begun. */
export const PatrolRoute = z.object({
  planId: z.number().int(),
  planName: z.string(),
  route: z.string(),
  day: z.string(),
  roundId: z.number().int().nullable(),
  /** 未开始 before the first scan, then the round's 巡检中 / 已完成. */
  state: z.enum(['未开始', '巡检中', '已完成']),
  points: z.array(PatrolRoundPoint),
});
export type PatrolRoute = z.infer<typeof PatrolRoute>;

export const PatrolScanResult = z.object({
  verdict: z.enum(ACCEPTED_VERDICTS),
  /** What was flagged (顺序不符), null for 准时. */
  reason: z.string().nullable(),
  seq: z.number().int(),
  pointName: z.string(),
  scannedAt: z.string(),
  route: PatrolRoute,
});
export type PatrolScanResult = z.infer<typeof PatrolScanResult>;

export const PatrolRoundsQuery = z.object({
  day: Day,
  planId: Id.optional(),
});

/** A round as the supervisor reads it, with its flags. */
export const PatrolRoundRow = z.object({
  roundId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  route: z.string(),
  inspectorName: z.string().nullable(),
  day: z.string(),
  state: z.enum(ROUND_STATES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  pointCount: z.number().int(),
  checkedCount: z.number().int(),
  outOfOrderCount: z.number().int(),
  /** 正常, or 异常 when a point was scanned out of order. */
  result: z.enum(['正常', '异常']),
});
export type PatrolRoundRow = z.infer<typeof PatrolRoundRow>;

/** A refused scan of the day (the attempts the supervisor looks into). */
export const PatrolRefusedScan = z.object({
  scanId: z.number().int(),
  planId: z.number().int().nullable(),
  seq: z.number().int().nullable(),
  userName: z.string().nullable(),
  scannedAt: z.string(),
  verdict: z.enum(REFUSED_VERDICTS),
  reason: z.string().nullable(),
});
export type PatrolRefusedScan = z.infer<typeof PatrolRefusedScan>;

export const PatrolRoundsPage = z.object({
  rounds: z.array(PatrolRoundRow),
  refused: z.array(PatrolRefusedScan),
});
export type PatrolRoundsPage = z.infer<typeof PatrolRoundsPage>;

export const scanPatrolPoint = defineEndpoint({
  method: 'POST',
  path: '/api/patrol/scans',
  input: PatrolScanInput,
  output: PatrolScanResult,
  auth: 'session',
  rights: SIGNED_IN,
  roles: STAFF,
  summary: '巡查签到：扫描巡检点二维码签到（拒绝的扫码也会记录：二维码无效、重复签到、非本人计划、不在计划期）',
  tag: 'patrol',
  // the scan page shows the refusal as its verdict
  silent: true,
});

export const myPatrolRounds = defineEndpoint({
  method: 'GET',
  path: '/api/patrol/rounds/mine',
  input: emptyInput,
  output: z.array(PatrolRoute),
  auth: 'session',
  rights: SIGNED_IN,
  roles: STAFF,
  summary: '巡查签到：本人今天执行中的巡查计划及各巡检点签到状态',
  tag: 'patrol',
});

export const listPatrolRounds = defineEndpoint({
  method: 'GET',
  path: '/api/patrol/rounds',
  input: PatrolRoundsQuery,
  output: PatrolRoundsPage,
  auth: 'session',
  rights: reads('public_patrol-routine'),
  roles: STAFF,
  summary: '巡查签到：按日期（和计划）查看各巡查轮次的签到情况、顺序不符标记及被拒绝的扫码',
  tag: 'patrol',
});

export const patrolCheckinEndpoints = { scanPatrolPoint, myPatrolRounds, listPatrolRounds };
