import { badRequest, notFound } from '../../errors/app-error';

export const companyNotFound = () => notFound('公司不存在或不在本公司管辖范围内', 'dashboards.company_not_found');
export const badRange = (msg: string) => badRequest('dashboards.bad_range', msg);
export const badDrill = (msg: string) => badRequest('dashboards.bad_drill', msg);
