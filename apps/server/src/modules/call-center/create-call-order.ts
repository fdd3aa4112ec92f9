import type { CallOrder, CallOrderInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import { createCallOrder as openOrder } from '../workorders/index';
import { callCenterTenant } from './call-center-tenant';
import * as repo from './call-center.repo';

/**
 * 来电建单 from the screen pop: the house must be one the call centre serves (its parent company's subtree, as the
 * screen pop searches); the order is the house's company's, waiting in 待派单 on its 派工管理.
 */
export async function createCallOrder(db: Db, session: Session, input: CallOrderInput): Promise<CallOrder> {
  await callCenterTenant(db, session);
  const company = await repo.findCompany(db, session.companyId);
  const companies = await visibleCompanyIds(db, company?.parentId ?? session.companyId);
  const house = await repo.servedHouse(db, companies, input.houseId);
  if (!house) throw notFound('未找到该房屋，或它不属于本呼叫中心服务的公司', 'call_center.no_house');
  const order = await openOrder(db, {
    companyId: house.companyId,
    houseId: house.id,
    kind: input.kind,
    priority: input.priority,
    content: input.content,
    reporter: input.reporter ?? null,
    phone: input.phone ?? null,
    agentId: session.userId,
  });
  return { ...order, companyName: house.companyName, houseName: `${house.code} ${house.name}` };
}
