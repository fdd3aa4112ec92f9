import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<file>.lock` (its holder's pid inside), or answers false while a live process holds it. */
function tryLock(lock: string): boolean {
  try {
    const fd = openSync(lock, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: number;
  try {
    holder = Number(readFileSync(lock, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false; // released meanwhile: try again
    throw error;
  }
  // A holder that died (a killed worker) leaves its lock behind: the next one in takes over.
  if (holder > 0 && !alive(holder)) rmSync(lock, { force: true });
  return false;
}

/**
 * The bytes of `file`, made by `make` in exactly one of the processes that ask at the same time
 * (the others wait for the file). Used for data a test run builds once for all its workers.
 */
export async function madeOnce(file: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return readFileSync(file);
    if (tryLock(lock)) {
      try {
        if (existsSync(file)) return readFileSync(file);
        const bytes = await make();
        const partial = `${file}.${process.pid}.part`;
        writeFileSync(partial, bytes);
        renameSync(partial, file);
        return bytes;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
