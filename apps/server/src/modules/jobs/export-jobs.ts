import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findRecord, type Endpoint } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import type { JobEngine, JobKind, TaskRun } from '../../jobs/index';
import { creatorTokenSubject } from '../../jobs/job-creator';
import type { TokenService } from '../auth/index';
import { exportListeners } from '../records/index';
import * as files from './export-files.repo';

/** jobs.kind of an Excel export. */
export const EXPORT = 'export';
/** A piece of the workbook as stored (export_file_chunks). */
const PIECE_BYTES = 1024 * 1024;
/** Finished files are kept this long (the company's next export removes older ones). */
const KEEP_MS = 7 * 24 * 3600_000;
/** How often a running export writes its rows so far (the progress any instance answers). */
const PROGRESS_MS = 500;

/** The request an export job replays as its creator. */
interface ExportRequest {
  url: string;
  body: unknown;
  ip: string;
}

/** The export's request answered with an error: the envelope's message, and whether trying again can help. */
class ExportRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the replayed export tells its job while it streams (records' ExportListener). */
interface ExportProgress {
  rows: number;
  written: Promise<number> | undefined;
}

/** The stream ended before the workbook's last row (the export failed after its first byte). */
const CUT = '导出中断：文件未写完（已自动重试），请重新导出';

function titleOf(endpoint: Endpoint, request: FastifyRequest): string {
  const key = (request.params as { key?: unknown }).key;
  const record = typeof key === 'string' ? findRecord(key) : undefined;
  const title = record ? `导出${record.title.cn}` : endpoint.summary.replace(/（Excel[^）]*）/, '');
  return title.slice(0, 200);
}

/** The file name of a `content-disposition: attachment; filename*=UTF-8''…` header. */
function fileNameOf(header: string | string[] | number | undefined): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(String(header ?? ''));
  return match?.[1] ? decodeURIComponent(match[1]).slice(0, 255) : '导出.xlsx';
}

async function textOf(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

function refusalOf(status: number, body: string): ExportRefused {
  // the token the job made for its creator was refused: their password changed or every session was signed out since
  if (status === 401) return new ExportRefused(status, '发起人的登录已失效（已修改密码或被强制退出），导出未执行，请重新导出');
  try {
    const envelope = JSON.parse(body) as { msg?: unknown };
    if (typeof envelope.msg === 'string' && envelope.msg) return new ExportRefused(status, envelope.msg);
  } catch {
    // not the envelope
  }
  return new ExportRefused(status, `导出失败（HTTP ${status}）`);
}

/**
 * Excel exports as jobs (docs/decisions.md "Excel exports as jobs"): an audited export asked with
 * `Prefer: respond-async` is stored as a job holding its request; any instance's worker replays the
 * request in-process as the person who asked (a short token of theirs, so their rights, company and
 * role are checked again as at the counter) and writes the streamed workbook into the database in
 * pieces. The delivery that finishes names its pieces as the file in the task's transaction, so a
 * delivery cut by kill -9 leaves no file, and the next one writes it whole.
 */
export class ExportJobs {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Db,
    private readonly engine: JobEngine,
    private readonly tokens: TokenService,
  ) {}

  kind(): JobKind {
    return {
      kind: EXPORT,
      queue: 'export',
      // a task still taken after 10 minutes lost its instance (an export of a million rows takes about two)
      expireInSeconds: 600,
      retryLimit: 2,
      retryDelaySeconds: 5,
      // an export holds a database connection and one core while it writes: one at a time per instance
      concurrency: 1,
      runTask: (run) => this.runTask(run),
      onEnd: async (tx, job, state) => {
        if (state !== 'done') await files.dropJobFiles(tx, job.id);
      },
      describe: (error) => (error instanceof Error && error.message ? error.message : '导出失败').slice(0, 500),
    };
  }

  /** Stores the export's request as a job for its worker; the caller's rights and input were checked already. */
  async start(request: FastifyRequest, session: Session, endpoint: Endpoint): Promise<number> {
    await files.dropExportsBefore(this.db, session.companyId, new Date(Date.now() - KEEP_MS));
    const params: ExportRequest = { url: request.url, body: request.body ?? {}, ip: request.ip };
    const job = await this.db.transaction((tx) =>
      this.engine.create(tx, {
        companyId: session.companyId,
        kind: EXPORT,
        title: titleOf(endpoint, request),
        createdBy: session.userId,
        params,
        tasks: [{}],
      }),
    );
    await this.engine.dispatch(job.id);
    return job.id;
  }

  private async runTask(run: TaskRun): Promise<void> {
    const request = run.job.params as ExportRequest;
    let subject;
    try {
      subject = await creatorTokenSubject(this.db, run.job);
    } catch (error) {
      await this.engine.refuse(run, error instanceof Error ? error.message : String(error));
      return;
    }
    const { token, jti } = await this.tokens.issue(subject);
    const attempt = randomUUID();
    const progress: ExportProgress = { rows: 0, written: undefined };
    exportListeners.set(jti, {
      rows: (count) => {
        progress.rows = count;
      },
      written: (done) => {
        progress.written = done;
        done.catch(() => undefined);
      },
    });
    try {
      await this.replay(run, request, token, attempt, progress);
    } finally {
      exportListeners.delete(jti);
    }
  }

  private async replay(run: TaskRun, request: ExportRequest, token: string, attempt: string, progress: ExportProgress): Promise<void> {
    const response = await this.app.inject({
      method: 'POST',
      url: request.url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(request.body),
      remoteAddress: request.ip,
      payloadAsStream: true,
    });
    const stream = response.stream();
    if (response.statusCode !== 200) {
      const refused = refusalOf(response.statusCode, await textOf(stream));
      // the person's rights, a filter that no longer finds its subject …: trying again cannot help
      if (refused.status < 500) await this.engine.refuse(run, refused.message);
      else throw refused;
      return;
    }
    const written = await this.writePieces(run, attempt, stream, progress);
    if (written === undefined) return;
    const { bytes, rows } = written;
    const name = fileNameOf(response.headers['content-disposition']);
    await this.engine.inTask(run, async (tx) => {
      await files.keepFile(tx, { jobId: run.job.id, companyId: run.job.companyId, attempt, name, bytes, rows });
      await this.engine.progress(run.job.id, rows, rows, tx);
      await this.engine.setResult(tx, run.job.id, { summary: `已导出 ${rows} 行（${name}）`, fileName: name, rows, bytes });
      return 0;
    });
  }

  /**
   * Stores the workbook as it streams, in pieces of about 1 MB, and the rows written so far every half second. Answers
   * the bytes and data rows written, or undefined when the job was cancelled meanwhile (its pieces removed). A stream
   * that ends before the workbook's last byte (the export failed after its first one) throws, so the task is
   * delivered again.
   */
  private async writePieces(run: TaskRun, attempt: string, stream: Readable, progress: ExportProgress): Promise<{ bytes: number; rows: number } | undefined> {
    const jobId = run.job.id;
    let seq = 0;
    let bytes = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let shownAt = Date.now();
    const flush = async () => {
      if (pendingBytes === 0) return;
      await files.insertChunk(this.db, { jobId, attempt, seq: seq++, bytes: Buffer.concat(pending) });
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const part of stream) {
        const piece = Buffer.from(part as Buffer);
        pending.push(piece);
        pendingBytes += piece.length;
        bytes += piece.length;
        if (pendingBytes >= PIECE_BYTES) await flush();
        if (Date.now() - shownAt < PROGRESS_MS) continue;
        shownAt = Date.now();
        if (!(await files.isLive(this.db, jobId))) {
          stream.destroy();
          await files.dropAttempt(this.db, jobId, attempt);
          return undefined;
        }
        await this.engine.progress(jobId, 0, progress.rows);
      }
      await flush();
      if (!progress.written) throw new Error(CUT);
      const rows = await progress.written.catch(() => {
        throw new Error(CUT);
      });
      return { bytes, rows };
    } catch (error) {
      await files.dropAttempt(this.db, jobId, attempt).catch(() => undefined);
      throw error;
    }
  }
}
