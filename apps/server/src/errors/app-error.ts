/** Envelope code for a business rejection the client shows (spec section 8). */
export const REJECT = 1;
/** Envelope code for a rejection the client keeps silent. */
export const SILENT = 100;

export interface AppErrorOptions {
  /** Envelope code; defaults to the HTTP status. */
  code?: number;
  details?: { path: string; message: string }[];
  cause?: unknown;
}

/** The one error type handlers throw: HTTP status, stable dotted code, Chinese message. */
export class AppError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly code: number;
  readonly details: { path: string; message: string }[] | undefined;

  constructor(status: number, errorCode: string, msg: string, options: AppErrorOptions = {}) {
    super(msg, { cause: options.cause });
    this.status = status;
    this.errorCode = errorCode;
    this.code = options.code ?? status;
    this.details = options.details;
  }
}

export const badRequest = (errorCode: string, msg: string, details?: AppErrorOptions['details']) =>
  new AppError(400, errorCode, msg, { details });
export const rejected = (status: number, errorCode: string, msg: string) =>
  new AppError(status, errorCode, msg, { code: REJECT });
export const unauthorized = (msg = '超时中断，请重新登录！', errorCode = 'auth.unauthorized') =>
  new AppError(401, errorCode, msg);
export const forbidden = (msg = '无权访问', errorCode = 'auth.forbidden') => new AppError(403, errorCode, msg);
export const notFound = (msg = '请求错误，未找到该资源！', errorCode = 'common.not_found') =>
  new AppError(404, errorCode, msg);
export const conflict = (errorCode: string, msg: string) => new AppError(409, errorCode, msg, { code: REJECT });
