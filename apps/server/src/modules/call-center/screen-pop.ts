import type { ScreenPop as ScreenPopAnswer } from '@pm/contracts';
import type { Db } from '@pm/db';
import { visibleCompanyIds } from '../company-scope/index';
import type { Session } from '../../http/session';
import { callCenterTenant } from './call-center-tenant';
import * as repo from './call-center.repo';

/**
 * Screen pop: owners and residents with this number and their current houses. A call centre
 * serves the company it belongs to, so the search covers its parent company's subtree (its
 * own subtree when it has no parent); docs/decisions.md.
 */
export async function screenPop(db: Db, session: Session, number: string): Promise<ScreenPopAnswer> {
  await callCenterTenant(db, session);
  const company = await repo.findCompany(db, session.companyId);
  const companies = await visibleCompanyIds(db, company?.parentId ?? session.companyId);
  const { owners, residents } = await repo.peopleByNumber(db, companies, number);
  const people: ScreenPopAnswer['people'] = [];
  for (const o of owners) {
    people.push({
      kind: 'owner',
      id: o.id,
      name: o.name,
      houses: await repo.currentHousesOfOwner(db, companies, o.id),
    });
  }
  for (const r of residents) {
    people.push({
      kind: 'resident',
      id: r.id,
      name: r.name,
      houses: await repo.housesByIds(db, companies, [r.houseId]),
    });
  }
  return { number, people };
}
