import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { backupEndpoints as e } from '@pm/contracts';
import type { Database } from '@pm/db';
import type { Config } from '../../config';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { assertMayBackup, mayBackup, mayRestore } from './backup-access';
import { existingBackup, listBackups } from './backup-files';
import type { BackupJobs } from './backup-jobs';
import { backupMissing } from './backup.errors';
import { userNames } from './backup.repo';
import { postgresHelp } from './postgres-help';

export function backupRoutes(app: FastifyInstance, database: Database, config: Config, jobs: BackupJobs): void {
  const { db } = database;
  const embedded = Boolean(database.embedded);

  registerEndpoint(app, e.getBackupOverview, async ({ session }) => {
    const canBackup = embedded && (await mayBackup(db, session));
    return {
      mode: database.mode,
      canBackup,
      canRestore: canBackup && mayRestore(session),
      backups: canBackup ? listBackups(config.dataDir) : [],
      running: canBackup ? jobs.current() : null,
      postgres: config.databaseUrl ? postgresHelp(config.databaseUrl) : null,
    };
  });
  registerEndpoint(app, e.startBackup, async ({ session }) => {
    await assertMayBackup(db, session);
    const names = await userNames(db, session.userId);
    return jobs.startBackup(session, { userId: session.userId, name: names?.name ?? null, username: session.username });
  });
  registerEndpoint(app, e.getBackupJob, async ({ input, session }) => {
    await assertMayBackup(db, session);
    return jobs.get(input.jobId);
  });
  registerEndpoint(app, e.downloadBackup, async ({ input, session, reply }) => {
    await assertMayBackup(db, session);
    const file = existingBackup(config.dataDir, input.name);
    if (!file) throw backupMissing();
    attachmentHeaders(reply, input.name, 'application/gzip');
    await reply.send(createReadStream(file));
    return null;
  });
  registerEndpoint(app, e.startRestore, async ({ input, session }) => jobs.startRestore(session, input.name));
}
