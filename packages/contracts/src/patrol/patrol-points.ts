import { z } from 'zod';
import { Id } from '../core/integers';
import { defineEndpoint } from '../core/endpoint';
import { reads } from '../core/rights';

export const PatrolPointQuery = z.object({
  /** One plan (route); all the company's live plans without it. */
  planId: Id.optional(),
});

/** A patrol point with its signed code (巡查签到): the label's QR holds <origin>/m/patrol/scan?c=<code>. */
export const PatrolPointLabel = z.object({
  pointId: z.string(),
  seq: z.number().int(),
  name: z.string(),
  /** <planId>.<seq>.<mac>: verifies only for this company, plan, place and point name. */
  code: z.string(),
});
export type PatrolPointLabel = z.infer<typeof PatrolPointLabel>;

/** A patrol plan (its route) and the points it names. */
export const PatrolRoutePoints = z.object({
  planId: z.number().int(),
  planName: z.string(),
  route: z.string(),
  status: z.string(),
  points: z.array(PatrolPointLabel),
});
export type PatrolRoutePoints = z.infer<typeof PatrolRoutePoints>;

export const listPatrolPoints = defineEndpoint({
  method: 'GET',
  path: '/api/patrol/points',
  input: PatrolPointQuery,
  output: z.array(PatrolRoutePoints),
  auth: 'session',
  rights: reads('public_tools-qrcode'),
  roles: ['emp', 'sa'],
  summary: '巡检点二维码：本公司巡查计划（路线）的巡检点及二维码内容',
  tag: 'patrol',
});

export const patrolPointEndpoints = { listPatrolPoints };
