// Which rows of a file duplicate a line already in the ledger: same house and item, spans (first and
// last day) that share a day. Days are ISO text, so they compare as strings.

export interface Span {
  houseId: number;
  itemId: number;
  from: string;
  to: string;
}

/** For each probe overlapping a line, the first such line (in the order given). */
export function overlapsOf<P extends Span, L extends Span>(probes: readonly P[], lines: readonly L[]): { probe: P; line: L }[] {
  const byKey = new Map<string, L[]>();
  for (const l of lines) {
    const key = `${l.houseId}:${l.itemId}`;
    const list = byKey.get(key);
    if (list) list.push(l);
    else byKey.set(key, [l]);
  }
  const out: { probe: P; line: L }[] = [];
  for (const p of probes) {
    const line = byKey.get(`${p.houseId}:${p.itemId}`)?.find((l) => l.from <= p.to && l.to >= p.from);
    if (line) out.push({ probe: p, line });
  }
  return out;
}
