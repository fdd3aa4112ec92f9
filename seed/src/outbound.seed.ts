import { sql } from 'drizzle-orm';
import { capitalAmount, dec, fillTemplate, smsLength, smsParts } from '@pm/domain';
import type { SeedContext } from './seed-context';

// 消息发送 demo of 上海公司: its SMS templates (the bundled fake gateway's approved ones: 欠费催缴, 缴费提醒, 缴费成功,
// 会议/表决通知, 报修进度), and last week's 短信催缴 to houses of one estate in arrears with what became of each message —
// delivered, one number the carrier could not reach, one owner without a mobile, one not yet reported — and an
// opted-out number, so 消息发送 and 催缴通知 show real rows at first start.

const SIGN = '智慧物业';
const TEMPLATES = [
  {
    purpose: 'dunning',
    name: '欠费催缴（短信）',
    code: 'SMS_DUNNING_0001',
    text: '尊敬的${owner}，您的房屋${house}欠费${amount}元（${amountText}），请尽快缴纳。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'amount', value: '{欠费金额}' },
      { key: 'amountText', value: '{欠费金额大写}' },
    ],
  },
  {
    purpose: 'reminder',
    name: '缴费提醒（短信）',
    code: 'SMS_REMIND_0001',
    text: '尊敬的${owner}，您的房屋${house}有费用${amount}元（${amountText}）将于${due}到期，请按时缴纳。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'amount', value: '{应缴金额}' },
      { key: 'amountText', value: '{应缴金额大写}' },
      { key: 'due', value: '{截止日期}' },
    ],
  },
  {
    purpose: 'paid',
    name: '缴费成功（短信）',
    code: 'SMS_PAID_0001',
    text: '尊敬的${owner}，您的房屋${house}已缴费${amount}元（${amountText}），收据号${receipt}，感谢您的支持。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'amount', value: '{缴费金额}' },
      { key: 'amountText', value: '{缴费金额大写}' },
      { key: 'receipt', value: '{收据号}' },
    ],
  },
  {
    purpose: 'meeting',
    name: '会议/表决通知（短信）',
    code: 'SMS_MEETING_0001',
    text: '尊敬的${owner}，${house}：业主表决“${title}”自${start}起至${end}止，请按时投票。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'house', value: '{房屋}' },
      { key: 'title', value: '{会议标题}' },
      { key: 'start', value: '{开始时间}' },
      { key: 'end', value: '{截止时间}' },
    ],
  },
  {
    purpose: 'repair',
    name: '报修进度（短信）',
    code: 'SMS_REPAIR_0001',
    text: '尊敬的${owner}，您的报修${no}（${content}）：${state}。',
    variables: [
      { key: 'owner', value: '{业主}' },
      { key: 'no', value: '{单号}' },
      { key: 'content', value: '{报事内容}' },
      { key: 'state', value: '{处理状态}' },
    ],
  },
] as const;

type House = { house_id: number; estate_id: number; house_name: string; open: string; owner_name: string; mobile: string | null };

export async function seedOutbound(ctx: SeedContext): Promise<void> {
  const sh = await ctx.company('SH');
  const ids: Record<string, number> = {};
  for (const t of TEMPLATES) {
    const [row] = await ctx.db.execute<{ id: number }>(sql`
      insert into message_templates (company_id, purpose, channel, name, vendor_code, text, variables)
      values (${sh}, ${t.purpose}, 'sms', ${t.name}, ${t.code}, ${t.text}, ${JSON.stringify(t.variables)}::jsonb) returning id`);
    ids[t.purpose] = Number(row!.id);
  }
  // Ten houses in arrears of the estate with the most, each with its first current owner.
  const houses = await ctx.db.execute<House>(sql`
    with top as (select estate_id from house_receivables where company_id = ${sh} and open > 0 group by estate_id order by count(*) desc limit 1)
    select h.id as house_id, h.estate_id, concat_ws(' ', es.name, h.name) as house_name, hr.open::text as open, o.name as owner_name, nullif(trim(o.mobile), '') as mobile
    from house_receivables hr
    join houses h on h.id = hr.house_id
    join estates es on es.id = h.estate_id
    join lateral (
      select o.* from house_owner_events e join owners o on o.id = e.owner_id
      where e.house_id = h.id and e.event <> '3' and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
      order by o.id limit 1
    ) o on true
    where hr.company_id = ${sh} and hr.open > 0 and hr.estate_id = (select estate_id from top)
    order by h.code_sort, h.id limit 10`);
  if (houses.length === 0) return;
  const [batch] = await ctx.db.execute<{ id: number }>(sql`
    insert into message_batches (company_id, purpose, channel, template_id, estate_id, params, created_at)
    values (${sh}, 'dunning', 'sms', ${ids.dunning}, ${houses[0]!.estate_id}, '{}'::jsonb, now() - interval '6 days') returning id`);
  const template = TEMPLATES[0];
  for (const [i, h] of houses.entries()) {
    const mobile = i === 2 ? null : (h.mobile ?? `1391234${String(5000 + i).padStart(4, '0')}`);
    const amount = dec(h.open).toFixed(2);
    const params = { owner: h.owner_name, house: h.house_name.slice(0, 35), amount, amountText: capitalAmount(amount) };
    const body = fillTemplate('sms', template.text, params);
    const content = `【${SIGN}】${body}`;
    const parts = smsParts(smsLength(SIGN, body));
    const outcome = mobile === null ? 'skipped' : i === 5 ? 'failed' : i === 8 ? 'sent' : 'delivered';
    const reason = outcome === 'skipped' ? '业主未登记手机号' : outcome === 'failed' ? '运营商回执：MK:0001 空号' : null;
    const cost = outcome === 'delivered' || outcome === 'sent' ? dec('0.045').times(parts).toFixed(4) : '0';
    await ctx.db.execute(sql`
      insert into outbound_messages (company_id, batch_id, purpose, channel, house_id, estate_id, house_name, recipient_name, address, template_id,
        template_name, vendor_code, content, params, context, amount, state, reason, vendor_id, parts, cost, attempts, not_before, claimed_at, sent_at, delivered_at, created_at)
      values (${sh}, ${batch!.id}, 'dunning', 'sms', ${h.house_id}, ${h.estate_id}, ${h.house_name}, ${h.owner_name}, ${mobile ?? ''}, ${ids.dunning},
        ${template.name}, ${template.code}, ${content}, ${JSON.stringify(params)}::jsonb, ${JSON.stringify({ values: {}, ...(mobile ? { phone: mobile } : {}) })}::jsonb, ${amount},
        ${outcome}, ${reason}, ${outcome === 'skipped' ? null : `70012345678${String(i).padStart(4, '0')}^0`}, ${parts}, ${cost}, ${outcome === 'skipped' ? 0 : 1},
        now() - interval '6 days', ${outcome === 'skipped' ? null : sql`now() - interval '6 days'`}, ${outcome === 'skipped' ? null : sql`now() - interval '6 days' + interval '2 seconds'`},
        ${outcome === 'delivered' || outcome === 'failed' ? sql`now() - interval '6 days' + interval '9 seconds'` : null}, now() - interval '6 days')`);
  }
  await ctx.db.execute(sql`
    insert into message_opt_outs (company_id, channel, address, reason, created_at) values (${sh}, 'sms', '13912340099', '业主来电要求不再接收催缴短信', now() - interval '20 days')`);
}
