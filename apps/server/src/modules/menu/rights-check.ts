import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allRecords, BASIC_DATA_RECORDS, findRecord, type Access, type Endpoint, type EndpointRights } from '@pm/contracts';
import type { Db } from '@pm/db';
import { forbidden } from '../../errors/app-error';
import { registeredEndpoints } from '../../http/endpoint-registry';
import type { Session } from '../../http/session';
import { appendOperationLog } from '../records/index';
import { FunctionRoles } from './function-roles';
import { GrantedFunctionsCache, type PersonRights } from './granted-functions';
import { decide, type RightsDecision } from './rights-rule';

/** The log subject and action of a refused call (系统日志). */
export const REFUSAL_LOG = { recordKey: 'rights', action: 'denied' } as const;

const BASIC_DATA = new Set<string>(BASIC_DATA_RECORDS);

/** The functions an endpoint's rights name for this call (a record endpoint's follow its `:key`). */
function functionsOf(rights: Exclude<EndpointRights, { kind: 'signed-in' }>, person: PersonRights, recordKey: string | undefined): string[] {
  if (rights.kind === 'function') return [...rights.functions];
  if (recordKey === undefined) return [];
  const own = person.recordFunctions.get(recordKey);
  const out = own ? [own] : [];
  if (rights.access === 'read') out.push(...(findRecord(recordKey)?.readBy ?? []));
  if (rights.tool === 'export' && BASIC_DATA.has(recordKey)) out.push('common_data-export');
  if (rights.tool === 'import' && BASIC_DATA.has(recordKey)) out.push('common_data-import');
  return out;
}

export interface Rights {
  /** Each person's functions, kept under the menu stamp (the menu builds from the same rule). */
  readonly granted: GrantedFunctionsCache;
  /** The roles each function serves, from every registered endpoint (built on first use, after registration). */
  readonly functionRoles: () => FunctionRoles;
}

declare module 'fastify' {
  interface FastifyInstance {
    requireRights?: (request: FastifyRequest, session: Session, endpoint: Endpoint) => Promise<void>;
  }
}

/**
 * Installs app.requireRights on the root instance: refuses with 403 and the spec's words anyone whose granted functions
 * do not include the endpoint's (writes need the function usable; reads pass where the screen opens read-only), and
 * writes every refusal to the operation log (who, what, when, from where) for 系统日志.
 */
export function installRights(app: FastifyInstance, db: Db): Rights {
  let roles: FunctionRoles | undefined;
  const functionRoles = () => (roles ??= new FunctionRoles(registeredEndpoints(), allRecords()));
  const granted = new GrantedFunctionsCache(db, functionRoles);

  app.decorate('requireRights', async (request: FastifyRequest, session: Session, endpoint: Endpoint) => {
    const rights = endpoint.rights;
    if (!rights || rights.kind === 'signed-in') return;
    const person = await granted.of(session);
    const recordKey = rights.kind === 'record' ? (request.params as { key?: unknown }).key : undefined;
    // An unknown record type is the engine's 404, not a refusal.
    if (rights.kind === 'record' && (typeof recordKey !== 'string' || !findRecord(recordKey))) return;
    const functions = functionsOf(rights, person, recordKey as string | undefined);
    const decision = decide(person, functions, rights.access);
    if (decision.allowed) return;
    await appendOperationLog(db, [
      {
        companyId: session.companyId,
        userId: session.userId,
        ...REFUSAL_LOG,
        recordId: null,
        detail: { method: request.method, path: request.url.split('?')[0], functions, access: rights.access, reason: decision.reason, ip: request.ip },
      },
    ]);
    throw forbidden(decision.msg, `auth.${decision.reason.replace('-', '_')}`);
  });
  return { granted, functionRoles };
}

/**
 * The same decision for work done without a request: a scheduled job acting as its owner may do
 * what the owner's menus let them do now, no more.
 */
export async function decideFor(rights: Rights, session: Session, functions: readonly string[], access: Access): Promise<RightsDecision> {
  return decide(await rights.granted.of(session), functions, access);
}
