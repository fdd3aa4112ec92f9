/**
 * Patrol points are not stored rows: a patrol plan names them in its 巡查点位 text (or, without
 * one, its 巡查路线 "东门-地库B1-西门"). A point is identified by its plan and its place in that list
 * (docs/decisions.md, 巡检点二维码).
 */
export interface PatrolPoint {
  /** P<planId>-<seq>: stable while the plan's point list keeps its order. */
  pointId: string;
  seq: number;
  name: string;
}

const POINT_SEPARATORS = /[、，,；;\n\r]+/;
const ROUTE_SEPARATORS = /\s*[-—→>]+\s*/;

/** The points a plan names, in order: 巡查点位 split on 、，,；; and new lines, else the route's stops. */
export function patrolPointNames(checkpoints: string | null, route: string): string[] {
  const fromCheckpoints = (checkpoints ?? '').split(POINT_SEPARATORS).map((s) => s.trim()).filter(Boolean);
  if (fromCheckpoints.length > 0) return fromCheckpoints;
  return route.split(ROUTE_SEPARATORS).map((s) => s.trim()).filter(Boolean);
}

export function patrolPoints(planId: number, checkpoints: string | null, route: string): PatrolPoint[] {
  return patrolPointNames(checkpoints, route).map((name, i) => ({ pointId: `P${planId}-${i + 1}`, seq: i + 1, name }));
}

/** What the QR code holds: a patrol app reads the company and the point from it. */
export function patrolPointQrText(companyId: number, pointId: string): string {
  return `PMPATROL:C${companyId}:${pointId}`;
}
