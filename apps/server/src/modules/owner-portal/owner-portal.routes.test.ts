import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { counterEndpoints as c, ownerPortalEndpoints as e } from '@pm/contracts';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { ownerCalls, ownerOnFile, residentOnFile, signInOwner, startOwnerPortal, type PortalWorld } from '../../../test/factories/owner-portal';
import { until } from '../../../test/factories/online-pay';
import { pdfText } from '../../../test/pdf-text';
import { arrearsSetting, releasedLines } from '../../../test/factories/settlement';

// 业主端 over HTTP: the owner's sign-in by SMS code (expiry, single use, wrong tries, rate limits), the houses the
// records give a phone (业主, 住户, moved out), the bills with the counter's late fees, paying through the fake
// WeChat Pay with the receipt after, and no owner ever reaching another house's bills, orders or receipts.

let p: PortalWorld;
let w: ChargingWorld;
let other: ChargingWorld;
const t = () => p.t;
const db = () => p.t.database.db;
const house = (i: number) => w.houses[i]!.id;
let phoneSeq = 13_800_000_000;
const newPhone = () => String(++phoneSeq);
let ipSeq = 0;
const newIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  p = await startOwnerPortal();
  w = await buildChargingWorld(db(), Array.from({ length: 8 }, () => ({})));
  other = await buildChargingWorld(db(), [{}]);
});
afterAll(() => p.close());

const askCode = (phone: string, ip = newIp()) => t().call<{ msg: string; data: { sentTo: string } }>({ method: 'POST', url: '/api/owner/sms-codes', payload: { phone }, remoteAddress: ip });
const signIn = (phone: string, code: string) => t().call<{ msg: string; data: { token: string } }>({ method: 'POST', url: '/api/owner/sessions', payload: { phone, code } });
/** Moves the phone's codes back in time, as if `seconds` had passed. */
const age = (phone: string, seconds: number) =>
  db().execute(sql`update portal_sms_codes set created_at = created_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds}) where phone = ${phone}`);

describe('sign-in by SMS code', () => {
  it('sends a code to the phone, signs in once with it, and refuses it again (replay)', async () => {
    const phone = newPhone();
    const sent = await askCode(` +86 ${phone.slice(0, 3)}-${phone.slice(3)}`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ sentTo: `${phone.slice(0, 3)}****${phone.slice(7)}`, expiresInSeconds: 300, resendInSeconds: 60 });
    const code = p.sms.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(p.sms.sent.at(-1)).toMatchObject({ phone, template: 'login' });
    const ok = await signIn(phone, code);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(e.signIn.output.parse(ok.body.data).me).toMatchObject({ phone, houses: [] });
    const again = await signIn(phone, code);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('验证码错误或已失效，请重新获取');
  });

  it('counts wrong codes: the fifth kills the code, and the right one is refused after', async () => {
    const phone = newPhone();
    await askCode(phone);
    const code = p.sms.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await signIn(phone, wrong)).body.msg);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('验证码错误或已失效，请重新获取'));
    expect(answers[4]).toBe('验证码错误次数过多，请重新获取');
    const right = await signIn(phone, code);
    expect(right.status).toBe(400);
    expect(right.body.msg).toBe('验证码错误次数过多，请重新获取');
  });

  it('refuses an expired code, and an older code once a newer one is sent', async () => {
    const phone = newPhone();
    await askCode(phone);
    const first = p.sms.lastCode(phone);
    await age(phone, 301);
    expect((await signIn(phone, first)).status).toBe(400);
    await askCode(phone);
    const second = p.sms.lastCode(phone);
    if (first !== second) expect((await signIn(phone, first)).status).toBe(400);
    expect((await signIn(phone, second)).status).toBe(200);
  });

  it('refuses bad input in Chinese', async () => {
    const bad = await askCode('1234');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('请输入正确的11位手机号');
    const badCode = await signIn(newPhone(), '12ab');
    expect(badCode.status).toBe(400);
    expect(badCode.body.msg).toContain('验证码为6位数字');
  });

  it('limits codes: one a minute, five an hour, ten a day per phone; thirty an hour per address', async () => {
    const phone = newPhone();
    expect((await askCode(phone)).status).toBe(200);
    const soon = await askCode(phone);
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    for (let i = 0; i < 4; i++) {
      await age(phone, 61);
      expect((await askCode(phone)).status).toBe(200);
    }
    await age(phone, 61);
    const hour = await askCode(phone);
    expect(hour.status).toBe(429);
    expect(hour.body.msg).toBe('该手机号获取验证码次数已达上限，请稍后再试');
    await age(phone, 3600);
    for (let i = 0; i < 5; i++) {
      expect((await askCode(phone)).status).toBe(200);
      await age(phone, 61);
    }
    await age(phone, 3600);
    expect((await askCode(phone)).status).toBe(429);

    const ip = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await askCode(newPhone(), ip)).status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('a gateway refusal is told, and that code never signs in; the minute is not spent', async () => {
    const phone = newPhone();
    p.sms.refuseNext('isv.MOBILE_NUMBER_ILLEGAL');
    const refused = await askCode(phone);
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toContain('短信发送失败');
    p.sms.refuseNext('isv.BUSINESS_LIMIT_CONTROL', true);
    expect((await askCode(phone)).status).toBe(429);
    expect((await askCode(phone)).status).toBe(200);
  });

  it('two code requests for one phone at once send one code', async () => {
    const phone = newPhone();
    const answers = await Promise.all([askCode(phone), askCode(phone), askCode(phone)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(p.sms.sent.filter((m) => m.phone === phone)).toHaveLength(1);
  });

  it('an owner session is not a staff one, and a staff token is not an owner one; 退出 ends it', async () => {
    const phone = newPhone();
    const token = await signInOwner(t(), p.sms, phone, newIp());
    const asOwner = ownerCalls(t(), token);
    expect((await asOwner.get('/api/owner/me')).status).toBe(200);
    const staffCall = await asOwner.post('/api/settle/counter/house', { houseId: house(0) });
    expect(staffCall.status).toBe(401);
    const staff = await t().as(w.clerk).get('/api/owner/me');
    expect(staff.status).toBe(401);
    expect((await t().call({ method: 'GET', url: '/api/owner/me' })).status).toBe(401);
    expect((await asOwner.delete('/api/owner/sessions')).status).toBe(200);
    expect((await asOwner.get('/api/owner/me')).status).toBe(401);
  });
});

describe('houses, bills and paying', () => {
  it('reaches the houses the records give the phone: 业主, 住户, not a moved-out owner (from the day the record says)', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, house(0), { name: '李业主', mobile: phone });
    await residentOnFile(db(), w.companyId, house(1), { name: '李住户', mobile: phone });
    await ownerOnFile(db(), w.companyId, house(2), { name: '李业主', mobile: phone }, '2020-06-01');
    await ownerOnFile(db(), w.companyId, house(3), { name: '李业主', mobile: phone }, '2999-01-01');
    await residentOnFile(db(), w.companyId, house(4), { name: '李未入住', mobile: phone, moveInDate: '2999-01-01' });
    const token = await signInOwner(t(), p.sms, phone, newIp());
    const me = e.me.output.parse((await ownerCalls(t(), token).get('/api/owner/me')).body.data);
    expect(me.houses.map((h) => [h.houseId, h.via]).sort()).toEqual(
      [
        [house(0), 'owner'],
        [house(1), 'resident'],
        [house(3), 'owner'],
      ].sort(),
    );
  });

  it('shows the bills with the counter’s late fees, pays two months through WeChat Pay, and the receipt follows', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, house(5), { name: '王业主', mobile: phone });
    await arrearsSetting(db(), w, { ratePerDay: 0.0005 });
    const [jan, feb] = await releasedLines(db(), w, house(5), [
      { period: '2026-01', net: '300.00', due: '2026-01-15' },
      { period: '2026-02', net: '300.00', due: '2026-02-15' },
    ]);
    await releasedLines(db(), w, house(5), [{ period: '2099-03', net: '88.00', due: '2099-03-15' }]);
    const owner = ownerCalls(t(), await signInOwner(t(), p.sms, phone, newIp()));
    const bills = e.bills.output.parse((await owner.get(`/api/owner/houses/${house(5)}/bills`)).body.data);
    const counter = c.counterHouse.output.parse((await t().as(w.clerk).post('/api/settle/counter/house', { houseId: house(5) })).body.data);
    expect(bills.lines.map((l) => [l.id, l.open, l.lateFee])).toEqual(counter.lines.map((l) => [l.id, l.open, l.lateFee]));
    expect(bills.totals.due).toBe(counter.totals.due);
    expect(Number(bills.lines[0]!.lateFee)).toBeGreaterThan(0);

    const chosen = bills.lines.filter((l) => l.id === jan || l.id === feb);
    const due = chosen.reduce((s, l) => s + Math.round(Number(l.due) * 100), 0);
    const dueText = `${Math.floor(due / 100)}.${String(due % 100).padStart(2, '0')}`;
    const started = await owner.post(`/api/owner/houses/${house(5)}/pay-orders`, { lineIds: [jan, feb], expectedDue: dueText });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { order, h5Url } = e.pay.output.parse(started.body.data);
    expect(order).toMatchObject({ state: 'open', amount: dueText });
    expect(h5Url).toContain('prepay_id=');
    const held = e.bills.output.parse((await owner.get(`/api/owner/houses/${house(5)}/bills`)).body.data);
    expect(held.openOrderId).toBe(order.id);
    expect(held.lines.filter((l) => l.held).map((l) => l.id).sort()).toEqual([jan, feb].sort());

    p.vendor.payer.pay(h5Url);
    const done = await until(async () => {
      const r = e.payOrder.output.parse((await owner.get(`/api/owner/pay-orders/${order.id}`)).body.data);
      return r.state === 'paid' ? r : undefined;
    }, 10_000);
    expect(done.receiptNo).toBeTruthy();
    const after = e.bills.output.parse((await owner.get(`/api/owner/houses/${house(5)}/bills`)).body.data);
    expect(after.lines.map((l) => l.period)).toEqual(['2099-03']);
    expect(after.openOrderId).toBeNull();

    const history = e.paid.output.parse((await owner.get(`/api/owner/houses/${house(5)}/payments`)).body.data);
    expect(history.rows[0]).toMatchObject({ receiptNo: done.receiptNo, total: dueText, methodNames: '微信线上' });
    expect(history.rows[0]!.items.map((i) => i.period)).toEqual(['2026-01', '2026-02']);
  });

  it('downloads the receipt as a PDF in the counter’s layout, without counting a paper print', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, house(6), { name: '赵业主', mobile: phone });
    await releasedLines(db(), w, house(6), [{ period: '2099-01', net: '120.50', due: '2099-01-15' }]);
    const token = await signInOwner(t(), p.sms, phone, newIp());
    const owner = ownerCalls(t(), token);
    const { order, h5Url } = e.pay.output.parse((await owner.post(`/api/owner/houses/${house(6)}/pay-orders`, {})).body.data);
    p.vendor.payer.pay(h5Url);
    const done = await until(async () => {
      const r = e.payOrder.output.parse((await owner.get(`/api/owner/pay-orders/${order.id}`)).body.data);
      return r.state === 'paid' ? r : undefined;
    }, 10_000);
    const pdf = await t().call({ method: 'GET', url: `/api/owner/receipts/${done.receiptId}/pdf`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.response.rawPayload);
    expect(text).toContain(done.receiptNo!);
    expect(text).toContain('120.50');
    expect(text).not.toContain('副本');
    const [prints] = await db().execute<{ n: number }>(sql`select count(*)::int as n from receipt_prints where receipt_id = ${done.receiptId}`);
    expect(prints!.n).toBe(0);
  });

  it('cancels an open order and frees its lines; 继续支付 answers the same order again', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, house(7), { name: '钱业主', mobile: phone });
    await releasedLines(db(), w, house(7), [{ period: '2099-01', net: '50.00', due: '2099-01-15' }]);
    const owner = ownerCalls(t(), await signInOwner(t(), p.sms, phone, newIp()));
    const { order } = e.pay.output.parse((await owner.post(`/api/owner/houses/${house(7)}/pay-orders`, {})).body.data);
    const again = await owner.post(`/api/owner/houses/${house(7)}/pay-orders`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('您有一笔未完成的支付，请继续支付或取消后重新选择');
    const resumed = await owner.post(`/api/owner/pay-orders/${order.id}/pay`);
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    const closed = await owner.post(`/api/owner/pay-orders/${order.id}/close`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(e.payOrder.output.parse(closed.body.data).state).toBe('closed');
    const bills = e.bills.output.parse((await owner.get(`/api/owner/houses/${house(7)}/bills`)).body.data);
    expect(bills.lines.every((l) => !l.held)).toBe(true);
  });
});

describe('预交充值', () => {
  it('tops up the house’s 预交款 through WeChat Pay: a 预交 payment with its receipt, not late money', async () => {
    const phone = newPhone();
    await ownerOnFile(db(), w.companyId, house(4), { name: '孙业主', mobile: phone });
    const owner = ownerCalls(t(), await signInOwner(t(), p.sms, phone, newIp()));
    expect((await owner.post(`/api/owner/houses/${house(4)}/prepay-orders`, { amount: '0' })).status).toBe(400);
    expect((await owner.post(`/api/owner/houses/${house(4)}/prepay-orders`, { amount: '100000.01' })).body.msg).toContain('单次充值不能超过100000元');
    const started = await owner.post(`/api/owner/houses/${house(4)}/prepay-orders`, { amount: '500.00' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { order, h5Url } = e.prepay.output.parse(started.body.data);
    expect(order).toMatchObject({ amount: '500.00', lines: [], state: 'open' });
    p.vendor.payer.pay(h5Url);
    const done = await until(async () => {
      const r = e.payOrder.output.parse((await owner.get(`/api/owner/pay-orders/${order.id}`)).body.data);
      return r.state === 'paid' ? r : undefined;
    }, 10_000);
    expect(done.receiptNo).toBeTruthy();
    const bills = e.bills.output.parse((await owner.get(`/api/owner/houses/${house(4)}/bills`)).body.data);
    expect(bills.prepayBalance).toBe('500.00');
    const [row] = await db().execute<{ late: boolean; settle_type: string }>(sql`
      select o.late, p.settle_type from pay_orders o join payments p on p.id = o.payment_id where o.id = ${order.id}`);
    expect(row).toEqual({ late: false, settle_type: '2' });
  });
});

describe('no owner reaches another house (IDOR)', () => {
  it('every house, order and receipt endpoint answers 404 for a house the owner does not reach', async () => {
    const victimPhone = newPhone();
    await ownerOnFile(db(), other.companyId, other.houses[0]!.id, { name: '受害人', mobile: victimPhone });
    await releasedLines(db(), other, other.houses[0]!.id, [{ period: '2099-01', net: '10.00', due: '2099-01-15' }]);
    const victimAuth = await signInOwner(t(), p.sms, victimPhone, newIp());
    const victim = ownerCalls(t(), victimAuth);
    const { order, h5Url } = e.pay.output.parse((await victim.post(`/api/owner/houses/${other.houses[0]!.id}/pay-orders`, {})).body.data);
    p.vendor.payer.pay(h5Url);
    const paid = await until(async () => {
      const r = e.payOrder.output.parse((await victim.get(`/api/owner/pay-orders/${order.id}`)).body.data);
      return r.state === 'paid' ? r : undefined;
    }, 10_000);

    const target0 = other.houses[0]!.id;
    const boundary = 'idor-boundary';
    const photoBody = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const photo = await t().call<{ data: { id: number } }>({ method: 'POST', url: `/api/owner/houses/${target0}/photos`, payload: photoBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${victimAuth}` } });
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    const request = e.createRequest.output.parse((await victim.post('/api/owner/requests', { houseId: target0, kind: 'repair', content: '卫生间天花板渗水', photoIds: [photo.body.data.id] })).body.data);
    const [notice] = await db().execute<{ id: number }>(sql`
      insert into notices (company_id, doc_number, subject, content, sender_name, house_id, estate_id) values (${other.companyId}, 'N-1', '催缴通知', '<p>x</p>', '客服', ${target0}, ${other.estateId}) returning id`);
    const created = await t().as(other.clerk).post('/api/owners/votes', { estateId: other.estateId, title: '选聘物业', matterClass: '4', startsOn: '2020-01-01', endsOn: '2099-12-31' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const vote = created.body.data as { id: number };

    const attackerPhone = newPhone();
    await ownerOnFile(db(), w.companyId, house(0), { name: '攻击者', mobile: attackerPhone });
    const attackerAuth = await signInOwner(t(), p.sms, attackerPhone, newIp());
    const attacker = ownerCalls(t(), attackerAuth);
    const target = other.houses[0]!.id;
    const attempts: [string, Promise<{ status: number }>][] = [
      ['bills', attacker.get(`/api/owner/houses/${target}/bills`)],
      ['payments', attacker.get(`/api/owner/houses/${target}/payments`)],
      ['pay', attacker.post(`/api/owner/houses/${target}/pay-orders`, {})],
      ['prepay', attacker.post(`/api/owner/houses/${target}/prepay-orders`, { amount: '1.00' })],
      ['order', attacker.get(`/api/owner/pay-orders/${order.id}`)],
      ['resume', attacker.post(`/api/owner/pay-orders/${order.id}/pay`)],
      ['close', attacker.post(`/api/owner/pay-orders/${order.id}/close`)],
      ['receipt', attacker.get(`/api/owner/receipts/${paid.receiptId}/pdf`)],
      ['upload', t().call({ method: 'POST', url: `/api/owner/houses/${target}/photos`, payload: photoBody, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${attackerAuth}` } })],
      ['request', attacker.post('/api/owner/requests', { houseId: target, kind: 'repair', content: '冒充别人报修一下' })],
      ['rate', attacker.post(`/api/owner/requests/${request.id}/rate`, { rating: '4' })],
      ['photo', attacker.get(`/api/owner/requests/${request.id}/photos/${photo.body.data.id}`)],
      ['notice', attacker.post(`/api/owner/notices/${Number(notice!.id)}/read`)],
      ['ballot', attacker.post(`/api/owner/votes/${vote.id}/ballot`, { choice: 'disagree' })],
    ];
    // Lists answer only the caller's own: checked below.
    const covered = new Set(['sendSmsCode', 'signIn', 'signOut', 'me', 'searchEstates', 'searchHouses', 'myBindings', 'applyBinding', 'bills', 'paid', 'pay', 'prepay', 'payOrder', 'resumePay', 'cancelPayOrder', 'receiptPdf', 'uploadPhoto', 'createRequest', 'myRequests', 'rateRequest', 'requestPhoto', 'notices', 'readNotice', 'votes', 'castBallot', 'wechatBindStart', 'wechatBindFinish', 'wechatUnbind']);
    // A new portal endpoint must join this matrix (or the list of those that take no house).
    expect(Object.keys(e).filter((k) => !covered.has(k))).toEqual([]);
    for (const [name, answer] of attempts) expect([name, (await answer).status]).toEqual([name, 404]);
    const me = e.me.output.parse((await attacker.get('/api/owner/me')).body.data);
    expect(me.houses.map((h) => h.houseId)).toEqual([house(0)]);
    expect(e.myRequests.output.parse((await attacker.get('/api/owner/requests')).body.data)).toEqual([]);
    expect(e.notices.output.parse((await attacker.get('/api/owner/notices')).body.data).map((n) => n.id)).not.toContain(Number(notice!.id));
    expect(e.votes.output.parse((await attacker.get('/api/owner/votes')).body.data).map((x) => x.id)).not.toContain(vote.id);
    expect(e.votes.output.parse((await victim.get('/api/owner/votes')).body.data).map((x) => x.id)).toContain(vote.id);
    // 绑定微信 takes no house: it acts on the caller's own account (a state of another session is refused:
    // owner-wechat.routes.test.ts); unbinding the attacker leaves the victim's binding alone.
    await db().execute(sql`update portal_accounts set wechat_openid = 'o_victim_openid_0000000000000', wechat_bound_at = now() where phone = ${victimPhone}`);
    expect(e.wechatUnbind.output.parse((await attacker.delete('/api/owner/wechat/binding')).body.data).wechatBound).toBe(false);
    expect(e.me.output.parse((await victim.get('/api/owner/me')).body.data).wechatBound).toBe(true);
  });

  it('answers 409 in Chinese to 绑定微信 when no 服务号 is configured', async () => {
    const owner = ownerCalls(t(), await signInOwner(t(), p.sms, newPhone(), newIp()));
    for (const answer of [await owner.post('/api/owner/wechat/authorize', { origin: 'https://pm.example.com' }), await owner.post('/api/owner/wechat/binding', { code: 'c', state: 's' })])
      expect([answer.status, answer.body.msg]).toEqual([409, '微信公众号未配置，暂不能绑定微信']);
  });
});
