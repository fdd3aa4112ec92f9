import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { commonEndpoints as e, followItems } from '@pm/contracts';
import type { Db } from '@pm/db';
import { notFound, unauthorized } from '../../errors/app-error';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { CommonService } from './common.service';

function caller(session: Session | undefined): Session {
  if (!session) throw unauthorized();
  return session;
}

/** /api/common/* of spec 7. */
export function commonPlugin(db: Db) {
  return async (app: FastifyInstance) => {
    const c = new CommonService(db);
    registerEndpoint(app, followItems, async ({ input, session }) => c.followItems(caller(session), input.houseId, input.page, input.size));
    registerEndpoint(app, e.estates, async ({ session }) => c.estates(caller(session)));
    registerEndpoint(app, e.companyName, async ({ input, session }) => {
      const { id, name, nick } = await c.company(caller(session), input.id);
      return { id, name, nick };
    });
    registerEndpoint(app, e.company, async ({ input, session }) => c.company(caller(session), input.id));
    registerEndpoint(app, e.companyV2, async ({ input, session }) => c.companyV2(caller(session), input.id));
    registerEndpoint(app, e.companyLevel, async ({ session }) => {
      const s = caller(session);
      const company = await c.company(s, s.companyId);
      return { companyId: company.id, level: company.level, type: company.type };
    });
    registerEndpoint(app, e.units, async ({ session }) => c.units(caller(session)));
    registerEndpoint(app, e.hasBizMgCompany, async ({ session }) => c.hasBizMgCompany(caller(session)));
    registerEndpoint(app, e.oa, async ({ session }) => c.oa(caller(session)));
    registerEndpoint(app, e.chargeStartDate, async ({ input, session }) => {
      const house = await c.house(caller(session), input.id);
      return { houseId: house.id, chargeStartDate: house.chargeStartDate };
    });
    registerEndpoint(app, e.companyOwner, async ({ session }) => c.companyOwners(caller(session)));
    registerEndpoint(app, e.topSettle, async ({ input, session }) => {
      const house = await c.house(caller(session), input.id);
      // Settlements are written by the settle area; until then a house has none.
      return { houseId: house.id, rows: [] };
    });
    registerEndpoint(app, e.estateZones, async ({ input, session }) => c.zones(caller(session), input.id));
    registerEndpoint(app, e.estateHouses, async ({ input, session }) => c.estateHouses(caller(session), input.a, input.b));
    registerEndpoint(app, e.estateDev, async ({ input, session }) => {
      const estate = await c.estate(caller(session), input.id);
      return { estateId: estate.id, developer: estate.developer, deliveredOn: estate.deliveredOn };
    });
    registerEndpoint(app, e.receiptRule, async ({ input, session }) => c.receiptRule(caller(session), input.id));
    registerEndpoint(app, e.jobs, async ({ input, session }) => c.jobs(caller(session), input.a, input.b === 1));
    registerEndpoint(app, e.depts, async ({ input, session }) => c.depts(caller(session), input.id));
    registerEndpoint(app, e.deptAuth, async ({ input, session }) => c.deptAuth(caller(session), input.companyId));
    registerEndpoint(app, e.empOfDept, async ({ input, session }) => c.empOfDept(caller(session), input.deptId));
    registerEndpoint(app, e.emps, async ({ input, session }) => c.empsOf(caller(session), input.companyId, input.q));
    registerEndpoint(app, e.empAuthed, async ({ input, session }) => c.empAuthed(caller(session), input.menuId));
    registerEndpoint(app, e.resident, async ({ input, session }) => c.residents(caller(session), input.houseId));
    registerEndpoint(app, e.arrearsHouseSummary, async ({ input, session }) => c.arrearsSummary(caller(session), input.estateId));
    registerEndpoint(app, e.arrearsHouseDate, async ({ input, session }) => {
      const house = await c.house(caller(session), input.houseId);
      return { houseId: house.id, earliest: null, months: 0 };
    });
    registerEndpoint(app, e.houseCharging, async ({ input, session }) => {
      const house = await c.house(caller(session), input.houseId);
      return { houseId: house.id, chargeStartDate: house.chargeStartDate, items: [] };
    });
    registerEndpoint(app, e.arrearsHouseDetail, async ({ input, session }) => {
      const house = await c.house(caller(session), input.houseId);
      return { houseId: house.id, total: '0.00', rows: [] };
    });
    registerEndpoint(app, e.inform, async ({ input, session }) => {
      await c.company(caller(session), input.companyId);
      return { rows: [], unread: 0 };
    });
    registerEndpoint(app, e.informHouse, async ({ input, session }) => {
      const s = caller(session);
      await c.company(s, input.companyId);
      await c.house(s, input.houseId);
      return { rows: [] };
    });
    registerEndpoint(app, e.informAck, async ({ session }) => {
      caller(session);
      // Notices are written by the inform area; until then no id exists.
      throw notFound('通知不存在或无权访问', 'common.inform_not_found');
    });
    registerEndpoint(app, e.exportInform, async ({ input, session, reply }) => {
      await c.company(caller(session), input.companyId);
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet('通知').addRow(['标题', '内容', '发布时间', '已确认']);
      attachmentHeaders(reply, '通知.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await reply.send(Buffer.from(await workbook.xlsx.writeBuffer()));
      return null;
    });
  };
}
