import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { fromDatabaseError } from './db-errors';
import { fromUnavailableStore } from './unavailable';
import { isSpaNavigation } from '../plugins/spa';

const STATUS_MESSAGES: Record<number, string> = {
  400: '错误请求',
  401: '超时中断，请重新登录！',
  403: '拒绝访问',
  404: '请求错误，未找到该资源！',
  405: '请求超时！',
  413: '上传内容过大',
  415: '不支持的内容类型',
  429: '请求过于频繁，请稍后再试',
};

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fromDb = fromDatabaseError(error);
  if (fromDb) return fromDb;
  const unavailable = fromUnavailableStore(error);
  if (unavailable) return unavailable;
  const fe = error as FastifyError;
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    const msg =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? '请求内容不是有效的 JSON'
        : (STATUS_MESSAGES[fe.statusCode] ?? '错误请求');
    return new AppError(fe.statusCode, `http.${fe.code ?? fe.statusCode}`.toLowerCase(), msg);
  }
  return new AppError(500, 'server.internal', '服务器端出错！', { cause: error });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path whose
 * percent escapes are no UTF-8 text, a path param longer than the router allows. Same envelope.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  request.log.info({ status, errorCode: `http.${error.code}`.toLowerCase() }, 'request refused');
  void reply.status(status).send({
    code: status,
    msg: tooLong ? '请求地址过长' : '请求地址不正确',
    errorCode: `http.${error.code ?? status}`.toLowerCase(),
    requestId: request.id,
  });
}

/** The one place errors become the envelope: no stack traces or SQL text leave the server. */
export function installErrorHandler(app: FastifyInstance, options: { spa: boolean }): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    // Route pattern, never the URL: its query and path values are the caller's data (log policy).
    const where = {
      route: request.routeOptions.url ?? '(no route)',
      method: request.method,
      status: appError.status,
      errorCode: appError.errorCode,
    };
    if (appError.status >= 500) request.log.error({ ...where, err: error }, 'request failed');
    else request.log.info(where, 'request refused');
    void reply.status(appError.status).send({
      code: appError.code,
      msg: appError.message,
      errorCode: appError.errorCode,
      requestId: request.id,
      ...(appError.details ? { details: appError.details } : {}),
    });
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && isSpaNavigation(request.method, request.url, request.headers.accept)) {
      // 业主端 is its own page (owner.html): /owner and everything under it.
      const page = /^\/owner(?:[/?#]|$)/.test(request.url) ? 'owner.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
    }
    return reply.status(404).send({
      code: 404,
      msg: STATUS_MESSAGES[404],
      errorCode: 'http.not_found',
      requestId: request.id,
    });
  });
}
