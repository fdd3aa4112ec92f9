// The backups kept in DATA_DIR/backups: each a .tar.gz dump with a .json beside it saying who made
// it. Kept as files, not rows, so the list survives a restore that rewinds the database.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BackupName, type BackupFile } from '@pm/contracts';
import { chinaDateTime } from '@pm/domain';

export interface BackupMaker {
  userId: number;
  name: string | null;
  username: string;
}

export const backupsFolder = (dataDir: string): string => join(dataDir, 'backups');

/** pm-backup-YYYYMMDD-HHmmss.tar.gz in China time, with -2, -3 … when that second is taken. */
export function newBackupName(dataDir: string, at: Date): string {
  const china = chinaDateTime(at, { seconds: true }).replace(/[-:]/g, '');
  const base = `pm-backup-${china.replace(' ', '-')}`;
  const folder = backupsFolder(dataDir);
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base}.tar.gz` : `${base}-${n}.tar.gz`;
    if (!existsSync(join(folder, name))) return name;
  }
}

export function backupPath(dataDir: string, name: string): string {
  mkdirSync(backupsFolder(dataDir), { recursive: true });
  return join(backupsFolder(dataDir), name);
}

export function writeMaker(dataDir: string, name: string, at: Date, maker: BackupMaker): void {
  writeFileSync(`${backupPath(dataDir, name)}.json`, JSON.stringify({ at: at.toISOString(), ...maker }));
}

function readMaker(file: string): { at?: string; name?: string | null; username?: string } {
  try {
    return JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { at?: string; name?: string; username?: string };
  } catch {
    return {};
  }
}

/** The kept backups, newest first (files put there by hand show without a maker). */
export function listBackups(dataDir: string): BackupFile[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => BackupName.safeParse(name).success)
    .map((name) => {
      const file = join(folder, name);
      const stat = statSync(file);
      const maker = readMaker(file);
      return {
        name,
        at: maker.at ?? stat.mtime.toISOString(),
        size: stat.size,
        byName: maker.name ?? null,
        byUsername: maker.username ?? null,
      };
    })
    .sort((x, y) => y.at.localeCompare(x.at) || y.name.localeCompare(x.name));
}

/** The path of a kept backup, or undefined. */
export function existingBackup(dataDir: string, name: string): string | undefined {
  const file = join(backupsFolder(dataDir), name);
  return existsSync(file) ? file : undefined;
}

/** A gzip file starts with 1f 8b: a quick check before the database is closed for a restore. */
export function looksLikeGzip(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  return head[0] === 0x1f && head[1] === 0x8b;
}
