// The embedded database host's two maintenance acts, run inside the process that owns the folder:
// a dump of the live database, and a restore that replaces the folder and opens the copy.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export type MaintenanceRequest =
  | { type: 'dump'; id: number; file: string }
  | { type: 'restore'; id: number; file: string; keepAs: string };

/** A gzip tar of the data folder, written beside the target and renamed, so a half file never shows. */
export async function dumpTo(db: PGlite, file: string): Promise<void> {
  // The dump reads the files: a checkpoint first puts every committed change in them.
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir('gzip');
  const partial = `${file}.part`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/**
 * Closes the current database (`closeCurrent`), keeps its folder as `keepAs`, loads the dump into a
 * new folder and opens it. When the dump cannot be opened the kept folder is put back and opened
 * again, so the product keeps its data: `error` then says why the restore failed.
 */
export async function reopenFrom(
  place: { folder: string; file: string; keepAs: string },
  closeCurrent: () => Promise<void>,
): Promise<{ db: PGlite; error?: unknown }> {
  const bytes = readFileSync(place.file);
  await closeCurrent();
  renameSync(place.folder, place.keepAs);
  try {
    const db = await PGlite.create({ dataDir: place.folder, loadDataDir: new Blob([bytes]) });
    await db.query('select 1');
    return { db };
  } catch (error) {
    if (existsSync(place.folder)) rmSync(place.folder, { recursive: true, force: true });
    renameSync(place.keepAs, place.folder);
    return { db: await PGlite.create({ dataDir: place.folder }), error };
  }
}
