// Backup and restore jobs of the embedded database: one at a time, kept in memory (a restore
// replaces the database, so the job that does it cannot live in it), polled by the screen.
import type { BackupJob } from '@pm/contracts';
import type { Database } from '@pm/db';
import type { FastifyBaseLogger } from 'fastify';
import { appendOperationLog } from '../records';
import { backupPath, existingBackup, looksLikeGzip, newBackupName, writeMaker, type BackupMaker } from './backup-files';
import { backupBusy, backupJobMissing, backupMissing, backupOnPostgres } from './backup.errors';
import { ping } from './backup.repo';

const KEEP_JOBS = 20;
/** How long a restore waits for the requests already running before it closes the database. */
const SETTLE_MS = 10_000;

export interface JobCaller {
  companyId: number;
  userId: number;
}

export class BackupJobs {
  private readonly jobs = new Map<number, BackupJob>();
  private nextId = 0;
  private running: Promise<void> | undefined;
  private inFlight = 0;
  /** True while a restore has the database closed: every API request then answers 503. */
  restoring = false;

  constructor(
    private readonly database: Database,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  requestStarted(): void {
    this.inFlight++;
  }

  requestEnded(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  current(): BackupJob | null {
    return [...this.jobs.values()].find((j) => j.state === 'running') ?? null;
  }

  get(id: number): BackupJob {
    const job = this.jobs.get(id);
    if (!job) throw backupJobMissing();
    return job;
  }

  startBackup(caller: JobCaller, maker: BackupMaker): BackupJob {
    const embedded = this.embedded();
    const at = new Date();
    const name = newBackupName(this.dataDir, at);
    return this.run('backup', name, 'dumping', async (job) => {
      await embedded.dump(backupPath(this.dataDir, name));
      writeMaker(this.dataDir, name, at, maker);
      await this.logLine(caller, 'backup', { name });
      job.step = 'done';
    });
  }

  startRestore(caller: JobCaller, name: string): BackupJob {
    const embedded = this.embedded();
    const file = existingBackup(this.dataDir, name);
    if (!file) throw backupMissing();
    return this.run('restore', name, 'checking', async (job) => {
      if (!looksLikeGzip(file)) throw new Error('备份文件已损坏或不是本系统的备份');
      job.step = 'swapping';
      this.restoring = true;
      try {
        await this.settle();
        await embedded.restore(file, `${embedded.folder}.before-restore-${Date.now()}`);
        job.step = 'reopening';
        await ping(this.database.db);
      } finally {
        this.restoring = false;
      }
      await this.logLine(caller, 'restore', { name });
      job.step = 'done';
    });
  }

  /** Waits for the job running now (the server's close). */
  async drain(): Promise<void> {
    await this.running;
  }

  private embedded() {
    if (!this.database.embedded) throw backupOnPostgres();
    if (this.current()) throw backupBusy();
    return this.database.embedded;
  }

  private run(kind: BackupJob['kind'], name: string, step: BackupJob['step'], work: (job: BackupJob) => Promise<void>) {
    const job: BackupJob = {
      id: ++this.nextId,
      kind,
      state: 'running',
      step,
      name,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      message: null,
    };
    this.jobs.set(job.id, job);
    for (const id of this.jobs.keys()) if (this.jobs.size > KEEP_JOBS && id !== job.id) this.jobs.delete(id);
    this.running = work(job).then(
      () => {
        job.state = 'done';
        job.finishedAt = new Date().toISOString();
      },
      (error: unknown) => {
        this.log.error({ err: error, job: job.id }, `${kind} failed`);
        job.state = 'failed';
        job.message = kind === 'restore' ? `恢复失败，数据保持原样：${messageOf(error)}` : `备份失败：${messageOf(error)}`;
        job.finishedAt = new Date().toISOString();
      },
    );
    return { ...job };
  }

  /** The requests already running finish on the old data (at most SETTLE_MS). */
  private async settle(): Promise<void> {
    const until = Date.now() + SETTLE_MS;
    while (this.inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  }

  private async logLine(caller: JobCaller, action: 'backup' | 'restore', detail: Record<string, string>) {
    await appendOperationLog(this.database.db, [
      { companyId: caller.companyId, userId: caller.userId, recordKey: 'backup', recordId: null, action, detail },
    ]);
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
