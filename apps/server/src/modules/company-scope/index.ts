// The company tree every module scopes by: the caller's company and those below it (or above it).
export { ancestorCompanyIds, isVisibleCompany, visibleCompanyIds } from './company-scope.repo';
