import { sql } from 'drizzle-orm';
import type { SeedContext } from './seed-context';

// 业主端 demo: owners of 上海公司 with known phones (README), on houses that owe at least two months of regular
// charges, so signing in at /owner shows real bills at once; their repair, notices and open vote; a resident; and an
// application waiting in 业主认证.

export const PORTAL_DEMO = {
  /** 业主 of one house with arrears. */
  owner: '13800138001',
  /** 业主 of two houses. */
  twoHouses: '13800138002',
  /** 住户 (not the owner) of a house. */
  resident: '13800138003',
  /** Applied for a house not on file for this phone: waits in 客服中心 → 业主认证. */
  applicant: '13800138004',
} as const;

type Candidate = { house_id: number; owner_id: number; owner_name: string; id_number: string | null };

export async function seedOwnerPortal(ctx: SeedContext): Promise<void> {
  const sh = await ctx.company('SH');
  // Houses whose single current owner (nobody else holds the phone) owes two or more months of regular charges.
  const candidates = await ctx.db.execute<Candidate>(sql`
    select h.id as house_id, o.id as owner_id, o.name as owner_name, o.id_number
    from houses h
    join lateral (
      select e.owner_id from house_owner_events e
      where e.house_id = h.id and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
        and e.event <> '3'
      order by e.owner_id limit 1
    ) cur on true
    join owners o on o.id = cur.owner_id and o.deleted_at is null
    where h.company_id = ${sh} and h.deleted_at is null
      and (select count(distinct l.period) from bill_line_open bo join bill_lines l on l.id = bo.line_id join charge_items i on i.id = l.item_id
           where bo.house_id = h.id and bo.open > 0 and l.target_type not in ('service', 'other') and not i.pass_through) >= 2
      and (select count(*) from house_owner_events e3 where e3.owner_id = o.id) = 1
    -- owners on an open vote's list first: the portal's 投票 shows it
    -- and owing exactly two months first where there is such a house: paying both online leaves nothing owed
    order by exists (select 1 from owner_vote_voters vv join owner_votes v on v.id = vv.vote_id
      where v.status = 'open' and vv.owner_ids @> jsonb_build_array(o.id)) desc,
      (select count(distinct l.period) from bill_line_open bo join bill_lines l on l.id = bo.line_id join charge_items i on i.id = l.item_id
       where bo.house_id = h.id and bo.open > 0 and l.target_type not in ('service', 'other') and not i.pass_through) = 2 desc,
      h.id
    limit 6`);
  if (candidates.length < 5) throw new Error(`seed owner-portal: only ${candidates.length} houses with arrears in SH`);
  const [a, b, c, d, e] = [...candidates] as [Candidate, Candidate, Candidate, Candidate, Candidate];
  const setMobile = (ownerId: number, mobile: string) => ctx.db.execute(sql`update owners set mobile = ${mobile} where id = ${ownerId}`);
  await setMobile(a.owner_id, PORTAL_DEMO.owner);
  // One person owning two houses: the second house's owner row carries the same phone.
  await setMobile(b.owner_id, PORTAL_DEMO.twoHouses);
  await setMobile(c.owner_id, PORTAL_DEMO.twoHouses);
  await ctx.db.execute(sql`
    insert into residents (company_id, house_id, name, relation, tag, gender, mobile, move_in_date)
    values (${sh}, ${d.house_id}, '林晓', '4', '1', '2', ${PORTAL_DEMO.resident}, '2024-03-01')`);
  const accountOf = async (phone: string) => {
    const [row] = await ctx.db.execute<{ id: number }>(sql`
      insert into portal_accounts (phone, last_sign_in_at) values (${phone}, now())
      on conflict (phone) do update set last_sign_in_at = excluded.last_sign_in_at returning id`);
    return Number(row!.id);
  };
  // A repair the first owner reported from the portal, being handled (受理登记 YZ…, 处理中).
  const ownerAccount = await accountOf(PORTAL_DEMO.owner);
  const [request] = await ctx.db.execute<{ id: number }>(sql`
    insert into owner_requests (company_id, house_id, account_id, kind, record_id, created_at)
    values (${sh}, ${a.house_id}, ${ownerAccount}, 'repair', 0, now() - interval '1 day') returning id`);
  const [record] = await ctx.db.execute<{ id: number }>(sql`
    insert into case_accepts (company_id, case_no, house_id, customer, phone, case_type, channel, content, accepted_at, status)
    values (${sh}, ${`YZ${new Date().toISOString().slice(0, 10).replace(/-/g, '')}${String(request!.id).padStart(6, '0')}`}, ${a.house_id}, ${a.owner_name},
      ${PORTAL_DEMO.owner}, '2', '6', '卫生间吊顶渗水，楼上可能漏水，请安排师傅上门查看。', (now() at time zone 'Asia/Shanghai') - interval '1 day', '2')
    returning id`);
  await ctx.db.execute(sql`update owner_requests set record_id = ${record!.id} where id = ${request!.id}`);
  // 通知: a 催缴通知 about the first owner's house, and a 公告 of its estate published from a finished 公文.
  const [house] = await ctx.db.execute<{ estate_id: number; name: string; estate_name: string }>(sql`
    select h.estate_id, h.name, es.name as estate_name from houses h join estates es on es.id = h.estate_id where h.id = ${a.house_id}`);
  await ctx.db.execute(sql`
    insert into notices (company_id, doc_number, subject, house_name, content, sender_name, sender_phone, sender_job, menu_id, house_id, estate_id, created_at)
    values (${sh}, '催字〔2026〕第000901号', '物业费催缴通知', ${house!.name},
      ${'<p>尊敬的业主：您的房屋尚有物业服务费等费用未缴，请于本月底前通过业主端或到物业服务中心缴纳，逾期将按规定计收违约金。</p><p>如已缴纳请忽略本通知。</p>'},
      '客服中心', '400-820-2026', '客服主管', 170, ${a.house_id}, ${house!.estate_id}, now() - interval '3 days')`);
  const [doc] = await ctx.db.execute<{ id: number }>(sql`select id from wf_docs where company_id = ${sh} and status = 'finished' order by id limit 1`);
  if (doc) {
    await ctx.db.execute(sql`
      insert into notices (company_id, doc_number, subject, house_name, content, sender_name, sender_job, house_id, estate_id, doc_id, created_at)
      values (${sh}, '沪安居告〔2026〕031号', ${`关于${house!.estate_name}地下车库地坪施工的公告`}, '',
        ${'<p>为改善地下车库通行条件，12 月 3 日至 12 月 6 日将分区进行环氧地坪施工，施工区域暂停停车，请各位业主提前挪车。</p><p>给您带来的不便，敬请谅解。</p>'},
        '物业服务中心', '项目经理', null, ${house!.estate_id}, ${doc.id}, now() - interval '1 day')`);
  }
  const account = [{ id: await accountOf(PORTAL_DEMO.applicant) }];
  await ctx.db.execute(sql`
    insert into owner_bindings (company_id, house_id, account_id, name, id_last4)
    values (${sh}, ${e.house_id}, ${account[0]!.id}, ${e.owner_name}, ${(e.id_number ?? '0000').slice(-4).toUpperCase()})`);
}
