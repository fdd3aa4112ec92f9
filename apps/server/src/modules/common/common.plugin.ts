import type { FastifyInstance } from 'fastify';
import { commonEndpoints as e, contactEndpoints, followItems } from '@pm/contracts';
import type { Db } from '@pm/db';
import { unauthorized } from '../../errors/app-error';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { ArrearsLookups } from './arrears';
import { CompanyLookups } from './company-lookups';
import { Contacts } from './contacts';
import { EstateLookups } from './estate-lookups';
import { FollowItems } from './follow-items';
import { HouseLookups } from './house-lookups';
import { InformLookups } from './inform';
import { ReceiptRuleLookup } from './receipt-rule';
import { StaffLookups } from './staff-lookups';

function caller(session: Session | undefined): Session {
  if (!session) throw unauthorized();
  return session;
}

/** /api/common/* of spec 7: one use case per resource group of look-ups. */
export function commonPlugin(db: Db) {
  return async (app: FastifyInstance) => {
    const companies = new CompanyLookups(db);
    const staff = new StaffLookups(db, companies);
    const estates = new EstateLookups(db);
    const receiptRules = new ReceiptRuleLookup(db, estates);
    const houses = new HouseLookups(db);
    const arrears = new ArrearsLookups(db, estates, houses);
    const inform = new InformLookups(db, companies, houses);
    const follow = new FollowItems(db, houses);
    const contacts = new Contacts(db, companies);

    registerEndpoint(app, contactEndpoints.contacts, async ({ input, session }) => contacts.list(caller(session), input));
    registerEndpoint(app, contactEndpoints.exportContacts, async ({ input, session, reply }) => {
      const { usage, auditor, auditDate, ...query } = input;
      const { stream, fileName } = await contacts.export(caller(session), query, { usage, auditor, auditDate });
      attachmentHeaders(reply, fileName, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await reply.send(stream);
      return null;
    });

    registerEndpoint(app, followItems, async ({ input, session }) =>
      follow.page(caller(session), input.houseId, input.page, input.size),
    );

    registerEndpoint(app, e.companyName, async ({ input, session }) => {
      const { id, name, nick } = await companies.company(caller(session), input.id);
      return { id, name, nick };
    });
    registerEndpoint(app, e.company, async ({ input, session }) => companies.company(caller(session), input.id));
    registerEndpoint(app, e.companyV2, async ({ input, session }) => companies.companyV2(caller(session), input.id));
    registerEndpoint(app, e.companyLevel, async ({ session }) => {
      const s = caller(session);
      const company = await companies.company(s, s.companyId);
      return { companyId: company.id, level: company.level, type: company.type };
    });
    registerEndpoint(app, e.units, async ({ session }) => companies.units(caller(session)));
    registerEndpoint(app, e.hasBizMgCompany, async ({ session }) => companies.hasBizMgCompany(caller(session)));
    registerEndpoint(app, e.jobs, async ({ input, session }) =>
      companies.jobs(caller(session), input.a, input.b === 1),
    );

    registerEndpoint(app, e.oa, async ({ session }) => staff.oa(caller(session)));
    registerEndpoint(app, e.depts, async ({ input, session }) => staff.depts(caller(session), input.id));
    registerEndpoint(app, e.deptAuth, async ({ input, session }) => staff.deptAuth(caller(session), input.companyId));
    registerEndpoint(app, e.empOfDept, async ({ input, session }) => staff.empOfDept(caller(session), input.deptId));
    registerEndpoint(app, e.emps, async ({ input, session }) =>
      staff.empsOf(caller(session), input.companyId, input.q),
    );
    registerEndpoint(app, e.empAuthed, async ({ input, session }) => staff.empAuthed(caller(session), input.menuId));

    registerEndpoint(app, e.estates, async ({ session }) => estates.estates(caller(session)));
    registerEndpoint(app, e.estateZones, async ({ input, session }) => estates.zones(caller(session), input.id));
    registerEndpoint(app, e.estateHouses, async ({ input, session }) =>
      estates.estateHouses(caller(session), input.a, input.b),
    );
    registerEndpoint(app, e.estateDev, async ({ input, session }) => estates.developer(caller(session), input.id));
    registerEndpoint(app, e.receiptRule, async ({ input, session }) =>
      receiptRules.receiptRule(caller(session), input.id),
    );

    registerEndpoint(app, e.chargeStartDate, async ({ input, session }) =>
      houses.chargeStartDate(caller(session), input.id),
    );
    registerEndpoint(app, e.topSettle, async ({ input, session }) => houses.topSettle(caller(session), input.id));
    registerEndpoint(app, e.houseCharging, async ({ input, session }) =>
      houses.houseCharging(caller(session), input.houseId),
    );
    registerEndpoint(app, e.companyOwner, async ({ session }) => houses.companyOwners(caller(session)));
    registerEndpoint(app, e.resident, async ({ input, session }) => houses.residents(caller(session), input.houseId));

    registerEndpoint(app, e.arrearsHouseSummary, async ({ input, session }) =>
      arrears.summary(caller(session), input.estateId),
    );
    registerEndpoint(app, e.arrearsHouseDate, async ({ input, session }) =>
      arrears.houseDate(caller(session), input.houseId),
    );
    registerEndpoint(app, e.arrearsHouseDetail, async ({ input, session }) =>
      arrears.houseDetail(caller(session), input.houseId),
    );

    registerEndpoint(app, e.inform, async ({ input, session }) => inform.list(caller(session), input.companyId, input.menu));
    registerEndpoint(app, e.informHouse, async ({ input, session }) =>
      inform.forHouse(caller(session), input.companyId, input.menu, input.houseId),
    );
    registerEndpoint(app, e.informAck, async ({ input, session }) => inform.ack(caller(session), input.id));
    registerEndpoint(app, e.informHome, async ({ session }) => inform.home(caller(session)));
    registerEndpoint(app, e.exportInform, async ({ input, session, reply }) => {
      const workbook = await inform.workbook(caller(session), input.companyId, input.menu);
      attachmentHeaders(reply, '通知.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await reply.send(workbook);
      return null;
    });
  };
}
