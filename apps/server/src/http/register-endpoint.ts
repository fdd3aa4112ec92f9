import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAuditedExport, RESPOND_ASYNC, type Endpoint, type EndpointOutput, type EndpointRights, type ExportJob } from '@pm/contracts';
import type { z } from 'zod';
import { forbidden, unauthorized } from '../errors/app-error';
import type { Session } from './session';
import { rememberEndpoint } from './endpoint-registry';
import { refuseBadRequestText } from './edge-text';
import { parseInput } from './validation';

export interface HandlerContext<I> {
  input: I;
  request: FastifyRequest;
  reply: FastifyReply;
}
export interface SessionContext<I> extends HandlerContext<I> {
  session: Session;
  /**
   * A further function check the input decides (one endpoint for two steps, e.g. 公文's send and agree): refuses and
   * logs exactly as the endpoint's own check does.
   */
  requireRights: (rights: EndpointRights) => Promise<void>;
}

/** 业主端: an owner's portal session (never a staff one). */
export interface OwnerSession {
  accountId: number;
  phone: string;
  /** The hash of the session's token (退出 revokes it). */
  tokenHash: string;
}
export interface OwnerContext<I> extends HandlerContext<I> {
  owner: OwnerSession;
}

type Ctx<E extends Endpoint> = E['auth'] extends 'session'
  ? SessionContext<z.output<E['input']>>
  : E['auth'] extends 'owner'
    ? OwnerContext<z.output<E['input']>>
    : HandlerContext<z.output<E['input']>> & { session: Session | undefined };

/**
 * A whole envelope serialized earlier from data that passed the endpoint's output: a handler that
 * keeps built answers (the menus) returns it and it is sent as it is.
 */
export class SerializedEnvelope {
  constructor(readonly json: string) {}
}

/** A raw endpoint's handler writes the reply itself (file, PDF, spreadsheet). */
export type Handler<E extends Endpoint> = (
  ctx: Ctx<E>,
) => Promise<E['raw'] extends true ? void : EndpointOutput<E> | SerializedEnvelope>;

/** Signature of the identity module's check; it throws 401/403 or returns the caller. */
export type Authenticate = (request: FastifyRequest, endpoint: Endpoint) => Promise<Session>;
/** For owner endpoints (业主端): the owner's portal session, or 401. */
export type AuthenticateOwner = (request: FastifyRequest) => Promise<OwnerSession>;
/** For public endpoints: the caller when a valid token is present, else undefined. */
export type IdentifyOptional = (request: FastifyRequest) => Promise<Session | undefined>;

/** Starts an audited export as a job (the jobs module's export jobs) and answers the job. */
export type StartExportJob = (request: FastifyRequest, session: Session, endpoint: Endpoint) => Promise<ExportJob>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate?: Authenticate;
    identifyOptional?: IdentifyOptional;
    authenticateOwner?: AuthenticateOwner;
    startExportJob?: StartExportJob;
  }
  interface FastifyRequest {
    session?: Session;
  }
}

function mergedInput(request: FastifyRequest, method: string): Record<string, unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const carrier = method === 'GET' || method === 'DELETE' ? request.query : request.body;
  const rest =
    carrier && typeof carrier === 'object' && !Array.isArray(carrier) ? (carrier as Record<string, unknown>) : {};
  return { ...rest, ...params };
}

/** `Prefer: respond-async` (RFC 7240): the caller would rather have a job than wait for the file. */
function prefersAsync(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const values = Array.isArray(prefer) ? prefer : [prefer ?? ''];
  return values.some((value) => value.split(',').some((token) => token.trim().toLowerCase() === RESPOND_ASYNC));
}

/**
 * Registers one contract endpoint: session, role and rights check, input parsed by the contract,
 * output whitelisted by the contract and wrapped in the envelope.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  rememberEndpoint(endpoint);
  const asJob = isAuditedExport(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    preValidation: refuseBadRequestText,
    handler: async (request, reply) => {
      let session: Session | undefined;
      let owner: OwnerSession | undefined;
      if (endpoint.auth === 'owner') {
        if (!app.authenticateOwner) throw unauthorized();
        owner = await app.authenticateOwner(request);
      } else if (endpoint.auth === 'session') {
        if (!app.authenticate) throw unauthorized();
        session = await app.authenticate(request, endpoint);
        if (endpoint.roles && !endpoint.roles.includes(session.role)) throw forbidden();
        // The function the endpoint belongs to (menu item), granted to the person: before the input is even read.
        if (endpoint.rights && endpoint.rights.kind !== 'signed-in') {
          if (!app.requireRights) throw forbidden();
          await app.requireRights(request, session, endpoint);
        }
      } else if (app.identifyOptional) {
        session = await app.identifyOptional(request);
      }
      request.session = session;
      const input = parseInput(endpoint.input, mergedInput(request, endpoint.method));
      // An audited export asked as a job: checked like the download (rights, input), then done by a worker.
      if (asJob && session && app.startExportJob && prefersAsync(request)) {
        const job = await app.startExportJob(request, session, endpoint);
        void reply.code(202).header('preference-applied', RESPOND_ASYNC).header('location', `/api/exports/${job.id}`);
        return reply.send({ code: 200, msg: 'success', data: job });
      }
      const requireRights = async (rights: EndpointRights) => {
        if (!session) throw unauthorized();
        if (!app.requireRights) throw forbidden();
        await app.requireRights(request, session, { ...endpoint, rights });
      };
      const result = await handler({ input, request, reply, session, owner, requireRights } as unknown as Ctx<E>);
      if (endpoint.raw) return reply;
      if (result instanceof SerializedEnvelope) return reply.type('application/json; charset=utf-8').send(result.json);
      const data = endpoint.output.parse(result);
      return { code: 200, msg: 'success', data };
    },
  });
}
