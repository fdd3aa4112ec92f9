import type { z } from 'zod';
import { DRILL_COLUMNS, type DrillQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import * as repo from './dashboards.repo';
import { drillReader } from './build-drill-reader';

const DRILL_SHOWN = 500;

/** The first rows behind a chart's bar, and whether there are more (the export has them all). */
export async function readDrill({ db }: { db: Db }, s: Session, q: z.output<typeof DrillQuery>) {
  const read = await drillReader(db, s, q);
  const columns = DRILL_COLUMNS[q.source];
  const found = await read(repo.DRILL_START, DRILL_SHOWN + 1);
  const cell = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
  return {
    columns: columns.map((c) => c.key),
    rows: found.slice(0, DRILL_SHOWN).map((r) => columns.map((c) => cell(r[c.key]))),
    more: found.length > DRILL_SHOWN,
  };
}
