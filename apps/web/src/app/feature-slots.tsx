import { lazy, type ComponentType, type ReactNode } from 'react';
import { withChunkTimeout } from './chunk-timeout';

/** /owner/*: the owners' portal (业主端, issue 31; public, and a signed-in staff member's browser opens it too). */
export { OwnerPortal } from './owner-slot';

/**
 * Features the shell composes but does not own (shared design point 8), each loaded lazily
 * through its index.ts. A feature that is not in the build leaves its slot empty.
 */
interface SiteModule {
  MarketingLayout: ComponentType<{ loginPanel?: ReactNode; children?: ReactNode }>;
  HomePage: ComponentType;
  EstatePage: ComponentType;
  SolutionPage: ComponentType;
  UseCasePage: ComponentType;
  AboutUsPage: ComponentType;
  RegisterPage: ComponentType;
  KwdHomePage: ComponentType;
}
interface CallCenterModule {
  CallCenterWidget: ComponentType;
}
interface SearchModule {
  NamedSearch: ComponentType;
}
interface SettlementModule {
  PayLinkPage: ComponentType;
}
interface PatrolModule {
  PatrolMobile: ComponentType;
}
interface ChargingModule {
  MeterReadingsMobile: ComponentType;
}
interface WorkOrdersModule {
  TechnicianApp: ComponentType;
}

const siteLoaders = import.meta.glob<SiteModule>('../features/site/index.ts');
const callCenterLoaders = import.meta.glob<CallCenterModule>('../features/call-center/index.ts');
const searchLoaders = import.meta.glob<SearchModule>('../features/search/index.ts');
const settlementLoaders = import.meta.glob<SettlementModule>('../features/settlement/index.ts');
const patrolLoaders = import.meta.glob<PatrolModule>('../features/patrol/index.ts');
const chargingLoaders = import.meta.glob<ChargingModule>('../features/charging/index.ts');
const workOrdersLoaders = import.meta.glob<WorkOrdersModule>('../features/workorders/index.ts');

const loadSite = Object.values(siteLoaders)[0];
const loadCallCenter = Object.values(callCenterLoaders)[0];
const loadSearch = Object.values(searchLoaders)[0];
const loadSettlement = Object.values(settlementLoaders)[0];
const loadPatrol = Object.values(patrolLoaders)[0];
const loadCharging = Object.values(chargingLoaders)[0];
const loadWorkOrders = Object.values(workOrdersLoaders)[0];

/** True when features/site is part of the build. */
export const hasSite = loadSite !== undefined;

function sitePart<K extends keyof SiteModule>(name: K): SiteModule[K] | null {
  if (!loadSite) return null;
  const part = lazy(async () => ({ default: (await withChunkTimeout(loadSite, 'site'))[name] as ComponentType<unknown> }));
  return part;
}

export const Site = {
  MarketingLayout: sitePart('MarketingLayout'),
  HomePage: sitePart('HomePage'),
  EstatePage: sitePart('EstatePage'),
  SolutionPage: sitePart('SolutionPage'),
  UseCasePage: sitePart('UseCasePage'),
  AboutUsPage: sitePart('AboutUsPage'),
  RegisterPage: sitePart('RegisterPage'),
  KwdHomePage: sitePart('KwdHomePage'),
};

export const CallCenterWidget: ComponentType | null = loadCallCenter
  ? lazy(() => withChunkTimeout(loadCallCenter, 'call-center').then((m) => ({ default: m.CallCenterWidget })))
  : null;

/** 综合查询 on the /search landing page. */
export const NamedSearch: ComponentType | null = loadSearch
  ? lazy(() => withChunkTimeout(loadSearch, 'search').then((m) => ({ default: m.NamedSearch })))
  : null;

/** /pay/:token: the owner's page of a 收款链接 (public; a signed-in staff member sees it too). */
export const PayLinkPage: ComponentType | null = loadSettlement
  ? lazy(() => withChunkTimeout(loadSettlement, 'settlement').then((m) => ({ default: m.PayLinkPage })))
  : null;

/** /m/patrol/*: the inspector's phone pages of 巡查签到 (signed in; a label's QR opens /m/patrol/scan?c=…). */
export const PatrolMobile: ComponentType | null = loadPatrol
  ? lazy(() => withChunkTimeout(loadPatrol, 'patrol').then((m) => ({ default: m.PatrolMobile })))
  : null;

/** /m/readings/*: the meter reader's phone page of 抄表录入 (signed in; the phone app's tab bar links to it). */
export const MeterReadingsMobile: ComponentType | null = loadCharging
  ? lazy(() => withChunkTimeout(loadCharging, 'charging').then((m) => ({ default: m.MeterReadingsMobile })))
  : null;

/** /m/*: the technicians' phone app of 工单 (signed-in staff, outside the desktop layout). */
export const TechnicianApp: ComponentType | null = loadWorkOrders
  ? lazy(() => withChunkTimeout(loadWorkOrders, 'workorders').then((m) => ({ default: m.TechnicianApp })))
  : null;
