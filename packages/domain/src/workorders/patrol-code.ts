import { patrolPointQrText } from '../patrol/patrol-points';

/**
 * A keyed MAC over text (the server passes HMAC-SHA256 with its secret, base64url); the domain does no crypto itself.
 */
export type MacFunction = (payload: string) => string;

/** Characters of the MAC kept on the label: 96 bits of base64url keep the QR small and unguessable. */
export const PATROL_CODE_MAC_LENGTH = 16;

const CODE = /^(PMPATROL:C(\d+):(P\d+-\d+)):V(\d+):([A-Za-z0-9_-]+)$/;

/**
 * What a printed point label's QR holds: the point's text (PMPATROL:C<company>:<point>), its label version (raised
 * when labels are reprinted, so old prints stop working) and a MAC over both, so a code cannot be made up.
 */
export function signedPatrolCode(companyId: number, pointId: string, version: number, mac: MacFunction): string {
  const payload = `${patrolPointQrText(companyId, pointId)}:V${version}`;
  return `${payload}:${mac(payload).slice(0, PATROL_CODE_MAC_LENGTH)}`;
}

export type ReadPatrolCode =
  | { ok: true; companyId: number; pointId: string; version: number }
  | { ok: false; reason: 'malformed' | 'bad_signature' };

/** Same length and characters, compared without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The company, point and version of a scanned code whose MAC verifies. */
export function readPatrolCode(text: string, mac: MacFunction): ReadPatrolCode {
  const m = CODE.exec(text.trim());
  if (!m) return { ok: false, reason: 'malformed' };
  const expected = mac(`${m[1]}:V${m[4]}`).slice(0, PATROL_CODE_MAC_LENGTH);
  if (!sameText(m[5]!, expected)) return { ok: false, reason: 'bad_signature' };
  return { ok: true, companyId: Number(m[2]), pointId: m[3]!, version: Number(m[4]) };
}
