import { notFound } from '../../errors/app-error';

/** The 404 every /api/common look-up answers for what is missing or outside the caller's companies. */
export const commonNotFound = (what: string) => notFound(`${what}不存在或无权访问`, 'common.not_found');
