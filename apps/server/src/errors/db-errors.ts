import { AppError } from './app-error';

interface PgError {
  code: string;
  constraint_name?: string;
  constraint?: string;
}

const byConstraint = new Map<string, { status: number; errorCode: string; msg: string }>();

/** Features name their constraints here, so a violation becomes their own Chinese message. */
export function registerConstraint(name: string, status: number, errorCode: string, msg: string): void {
  byConstraint.set(name, { status, errorCode, msg });
}

function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgError).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code)
  );
}

/** Maps a PostgreSQL error to an AppError, or undefined when it is not a data error we expect. */
export function fromDatabaseError(error: unknown): AppError | undefined {
  const cause = (error as { cause?: unknown }).cause;
  const pg = isPgError(error) ? error : isPgError(cause) ? cause : undefined;
  if (!pg) return undefined;
  const name = pg.constraint_name ?? pg.constraint;
  const known = name ? byConstraint.get(name) : undefined;
  if (known) return new AppError(known.status, known.errorCode, known.msg, { code: 1 });
  switch (pg.code) {
    case '23505':
      return new AppError(409, 'db.duplicate', '数据已存在，不能重复添加', { code: 1 });
    case '23503':
      return new AppError(409, 'db.reference', '关联数据不存在或仍被其他数据引用', { code: 1 });
    case '23502':
      return new AppError(400, 'db.not_null', '缺少必填数据');
    case '23514':
      return new AppError(400, 'db.check', '数据不符合规则');
    case '22001':
      return new AppError(400, 'db.too_long', '输入内容过长');
    case '22003':
      return new AppError(400, 'db.out_of_range', '数值超出范围');
    case '22P02':
    case '22007':
    case '22008':
      return new AppError(400, 'db.invalid_format', '数据格式不正确');
    case '40001':
    case '40P01':
      return new AppError(409, 'db.conflict', '数据正被他人修改，请稍后重试', { code: 1 });
    default:
      return undefined;
  }
}
