import { schema, type DbOrTx } from '@pm/db';

export interface SeedCompany {
  code: string;
  parent?: string;
  name: string;
  nick: string;
  level: 1 | 2 | 3;
  type: 'A' | 'B' | 'AB';
  phone: string;
  address: string;
  callCenterTenant?: string;
  /** 审批分离 relaxed (a one-person office): the one who entered a reduction, an adjustment or a refund may approve it. */
  selfApproval?: boolean;
}

/** The demo company tree: one group, two regional companies, project companies below them. */
export const SEED_COMPANIES: SeedCompany[] = [
  {
    code: 'GROUP',
    name: '安居物业集团有限公司',
    nick: '安居集团',
    level: 1,
    type: 'AB',
    phone: '021-50001000',
    address: '上海市浦东新区世纪大道1000号',
  },
  {
    code: 'SH',
    parent: 'GROUP',
    name: '上海安居物业管理有限公司',
    nick: '上海安居',
    level: 2,
    type: 'A',
    phone: '021-50002000',
    address: '上海市浦东新区张杨路1200号',
  },
  {
    code: 'HZ',
    parent: 'GROUP',
    name: '杭州安居物业服务有限公司',
    nick: '杭州安居',
    level: 2,
    type: 'B',
    phone: '0571-86001000',
    address: '杭州市西湖区文三路300号',
    // One person (emp02) does the office's work in the demo, so the company allows 本人审批 (each one logged).
    selfApproval: true,
  },
  {
    code: 'SH-PD',
    parent: 'SH',
    name: '上海安居浦东项目管理处',
    nick: '浦东项目',
    level: 3,
    type: 'B',
    phone: '021-50003000',
    address: '上海市浦东新区锦绣路88号',
  },
  {
    code: 'SH-CC',
    parent: 'SH',
    name: '上海安居客户服务中心',
    nick: '客服中心',
    level: 3,
    type: 'AB',
    phone: '021-50004000',
    address: '上海市浦东新区张江路666号',
    callCenterTenant: 'T-ANJU-CC',
  },
  {
    code: 'HZ-XH',
    parent: 'HZ',
    name: '杭州安居西湖项目管理处',
    nick: '西湖项目',
    level: 3,
    type: 'B',
    phone: '0571-86002000',
    address: '杭州市西湖区天目山路188号',
  },
];

/** Inserts the tree top-down; returns code → id for the other seed steps. */
export async function seedCompanies(db: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of SEED_COMPANIES) {
    const parentId = c.parent ? ids.get(c.parent) : undefined;
    const [row] = await db
      .insert(schema.companies)
      .values({
        code: c.code,
        parentId: parentId ?? null,
        name: c.name,
        nick: c.nick,
        level: c.level,
        type: c.type,
        phone: c.phone,
        address: c.address,
        callCenterTenant: c.callCenterTenant ?? null,
        hasCallCenter: Boolean(c.callCenterTenant),
        selfApproval: c.selfApproval ?? false,
      })
      .returning({ id: schema.companies.id });
    if (!row) throw new Error(`company ${c.code} not inserted`);
    ids.set(c.code, row.id);
  }
  return ids;
}
