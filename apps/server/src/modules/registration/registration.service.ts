import type {
  CreatedRegistration,
  CreateRegistrationInput,
  ListRegistrationsInput,
  Registration,
  RegistrationPage,
  UpdateRegistrationInput,
} from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError, conflict, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { toRegistration } from './registration.mapper';
import * as repo from './registration.repo';

/** Per sender address: at most this many stored requests in the window (the form is public). */
export const REGISTRATION_LIMIT = { max: 5, windowSeconds: 3600 } as const;

export function registrationService(db: Db) {
  return {
    /**
     * Stores a public request. The count runs in the database, so every server instance shares
     * the limit; a mobile that already waits for a call back is not stored twice.
     */
    async create(input: CreateRegistrationInput, clientIp: string): Promise<CreatedRegistration> {
      const recent = await repo.countRecentFromAddress(db, clientIp, REGISTRATION_LIMIT.windowSeconds);
      if (recent >= REGISTRATION_LIMIT.max) {
        throw new AppError(429, 'registration.too_many', '提交过于频繁，请一小时后再试');
      }
      if ((await repo.countPendingForMobile(db, input.mobile)) > 0) {
        throw conflict('registration.pending_exists', '该手机号已有待处理的注册申请，我们会尽快与您联系');
      }
      const row = await repo.insertRegistration(db, { ...input, clientIp });
      return { id: row.id, status: '待处理', createdAt: row.createdAt.toISOString() };
    },

    async list(query: ListRegistrationsInput): Promise<RegistrationPage> {
      const { total, rows } = await repo.listRegistrationPage(db, query);
      return { total, page: query.page, size: query.size, rows: rows.map(toRegistration) };
    },

    async update(input: UpdateRegistrationInput, session: Session): Promise<Registration> {
      const row = await repo.updateRegistrationStatus(db, input.id, {
        status: input.status,
        note: input.note,
        handledBy: session.userId,
        handledByName: session.username,
      });
      if (!row) throw notFound('注册申请不存在', 'registration.not_found');
      return toRegistration(row);
    },
  };
}
