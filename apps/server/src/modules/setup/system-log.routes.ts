import type { FastifyInstance } from 'fastify';
import { logActionLabel, logSubjectLabel, systemLogEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { addDays, chinaDayStart } from '@pm/domain';
import { registerEndpoint } from '../../http/register-endpoint';
import { visibleCompanyIds } from '../company-scope/index';
import type { Session } from '../../http/session';
import { findSystemLogs } from './system-log.repo';

async function companiesOf(db: Db, session: Session): Promise<number[]> {
  return session.role === 'emp' ? [session.companyId] : visibleCompanyIds(db, session.companyId);
}

export function systemLogRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, systemLogEndpoints.listSystemLog, async ({ input, session }) => {
    const { rows, total } = await findSystemLogs(db, {
      companyIds: await companiesOf(db, session),
      // Days are the company's (China, UTC+8): "from 2026-11-21" starts at 2026-11-21 00:00 +08:00.
      from: input.from ? chinaDayStart(input.from) : undefined,
      before: input.to ? chinaDayStart(addDays(input.to, 1)) : undefined,
      recordKey: input.recordKey,
      action: input.action,
      user: input.user,
      page: input.page,
      size: input.size,
    });
    return {
      total,
      page: input.page,
      size: input.size,
      rows: rows.map((r) => ({
        ...r,
        at: r.at.toISOString(),
        recordTitle: logSubjectLabel(r.recordKey).cn,
        actionTitle: logActionLabel(r.action).cn,
        detail: r.detail ?? undefined,
      })),
    };
  });
}
