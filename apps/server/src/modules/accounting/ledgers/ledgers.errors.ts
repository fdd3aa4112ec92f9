import { notFound } from '../../../errors/app-error';

export const subjectNotFound = (code: string) => notFound(`科目${code}不存在`, 'accounting.subject_not_found');
