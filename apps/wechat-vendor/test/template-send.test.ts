import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_IDS } from '../src/index';
import { FOLLOWER, NOT_FOLLOWING, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
let token: string;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.vendor.knobs.reset();
  token = await t.token();
});

const arrears = (overrides: Record<string, string> = {}, extra: Record<string, unknown> = {}) => ({
  touser: FOLLOWER,
  template_id: DEFAULT_TEMPLATE_IDS.arrears,
  url: 'https://pm.example.com/owner/bills',
  data: Object.fromEntries(
    Object.entries({
      thing1: '幸福里小区3栋1201',
      amount2: '¥285.51',
      thing3: '2024年4月-5月物业费',
      date4: '2024年6月30日',
      ...overrides,
    }).map(([k, value]) => [k, { value }]),
  ),
  ...extra,
});

describe('template/send', () => {
  it('sends to a follower and answers ok with a 64-bit msgid written as a bare number', async () => {
    const answer = await t.send(arrears(), token);
    expect(answer.status).toBe(200);
    const msgid = /"msgid":(\d+)\}$/.exec(answer.text)?.[1];
    expect(answer.text).toMatch(/^\{"errcode":0,"errmsg":"ok","msgid":\d+\}$/);
    expect(BigInt(msgid ?? '0') > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const [message] = t.vendor.knobs.messages(FOLLOWER);
    expect(message).toMatchObject({
      msgid,
      title: '欠费催缴通知',
      url: 'https://pm.example.com/owner/bills',
      lines: [
        { key: 'thing1', label: '房屋', value: '幸福里小区3栋1201' },
        { key: 'amount2', label: '欠费金额', value: '¥285.51' },
        { key: 'thing3', label: '欠费项目', value: '2024年4月-5月物业费' },
        { key: 'date4', label: '缴费截止', value: '2024年6月30日' },
      ],
    });
  });

  it('refuses an unknown openid (40003), an unknown template (40037), a user not following (43004)', async () => {
    expect((await t.send(arrears({}, { touser: 'o_nobody_at_all_000000000000' }), token)).body).toMatchObject({
      errcode: 40003,
      errmsg: expect.stringMatching(/^invalid openid rid: /),
    });
    expect((await t.send(arrears({}, { touser: undefined }), token)).body.errcode).toBe(40003);
    expect((await t.send(arrears({}, { template_id: 'x'.repeat(43) }), token)).body).toMatchObject({
      errcode: 40037,
      errmsg: expect.stringMatching(/^invalid template_id rid: /),
    });
    expect((await t.send(arrears({}, { touser: NOT_FOLLOWING }), token)).body).toMatchObject({
      errcode: 43004,
      errmsg: expect.stringMatching(/^require subscribe rid: /),
    });
    expect(t.vendor.knobs.messages().map((m) => m.errcode)).toEqual([43004, 40037, 40003, 40003]);
  });

  it('refuses a body that is not JSON (47001) and a call whose token is refused, recording nothing for the latter', async () => {
    expect((await t.send('{"touser":', token)).body.errcode).toBe(47001);
    expect((await t.send(arrears(), 'bad')).body.errcode).toBe(40001);
    expect(t.vendor.knobs.messages()).toHaveLength(1);
  });

  it.each([
    ['thing of 21 characters (M9)', { thing1: '幸'.repeat(21) }, 'data.thing1.value'],
    ['amount of 11 digits (M9)', { amount2: '¥12345678901' }, 'data.amount2.value'],
    ['amount with letters', { amount2: '285.51 RMB' }, 'data.amount2.value'],
    ['date that is no date', { date4: '月底前' }, 'data.date4.value'],
    ['empty value', { thing3: '' }, 'data.thing3.value'],
  ])('refuses a %s with 47003 naming the field', async (_what, overrides, field) => {
    const answer = await t.send(arrears(overrides), token);
    expect(answer.body).toEqual({
      errcode: 47003,
      errmsg: expect.stringMatching(new RegExp(`^argument invalid! ${field.replace(/\./g, '\\.')} invalid rid: `)),
    });
  });

  it('refuses a key left out, and checks the other key types of note §7', async () => {
    const missing = arrears();
    delete (missing.data as Record<string, unknown>).date4;
    expect((await t.send(missing, token)).body.errmsg).toMatch(/^argument invalid! data\.date4\.value invalid/);
    const repair = (phrase2: string, name3: string, time4: string) => ({
      touser: FOLLOWER,
      template_id: DEFAULT_TEMPLATE_IDS.repairProgress,
      data: {
        thing1: { value: '卫生间天花板渗水' },
        phrase2: { value: phrase2 },
        name3: { value: name3 },
        time4: { value: time4 },
      },
    });
    expect((await t.send(repair('已派单', '王师傅', '2024年5月10日 10:00'), token)).body.errcode).toBe(0);
    expect((await t.send(repair('已经派单了', 'Wang Shifu', '2024-05-10 10:00:05'), token)).body.errcode).toBe(0);
    expect((await t.send(repair('派单OK', '王师傅', '10:00'), token)).body.errmsg).toMatch(/data\.phrase2\.value/);
    expect((await t.send(repair('已派单', '欧阳维修工程师傅一二三', '10:00'), token)).body.errmsg).toMatch(
      /data\.name3\.value/,
    );
    expect((await t.send(repair('已派单', '王师傅', '25:00'), token)).body.errmsg).toMatch(/data\.time4\.value/);
    const paid = (receipt: string) => ({
      touser: FOLLOWER,
      template_id: DEFAULT_TEMPLATE_IDS.paid,
      data: {
        thing1: { value: '3栋1201' },
        amount2: { value: '285.51元' },
        time3: { value: '2024-05-10 10:00' },
        character_string4: { value: receipt },
      },
    });
    expect((await t.send(paid('SJ-20240510-001'), token)).body.errcode).toBe(0);
    expect((await t.send(paid('收据20240510'), token)).body.errmsg).toMatch(/data\.character_string4\.value/);
    const vote = {
      touser: FOLLOWER,
      template_id: DEFAULT_TEMPLATE_IDS.meetingVote,
      data: {
        thing1: { value: '续聘物业' },
        thing2: { value: '幸福里' },
        date3: { value: '2024年6月1日~2024年6月30日' },
      },
    };
    expect((await t.send(vote, token)).body.errcode).toBe(0);
  });

  it('ignores first and remark (not an error, not shown) and colours', async () => {
    const body = arrears({}, {});
    Object.assign(body.data as Record<string, unknown>, {
      first: { value: '您好，您有一笔欠费' },
      remark: { value: '这一段很长很长很长很长很长很长很长很长很长很长很长很长' },
    });
    (body.data as Record<string, { color?: string }>).thing1!.color = '#FF0000';
    expect((await t.send(body, token)).body.errcode).toBe(0);
    expect(t.vendor.knobs.messages()[0]?.lines.map((l) => l.key)).toEqual(['thing1', 'amount2', 'thing3', 'date4']);
  });

  it('sends once per (touser, client_msg_id): a repeat answers the first msgid and sends nothing', async () => {
    const first = await t.send(arrears({}, { client_msg_id: 'arrears-7-2024-05' }), token);
    const again = await t.send(arrears({ amount2: '¥1.00' }, { client_msg_id: 'arrears-7-2024-05' }), token);
    expect(again.text).toBe(first.text);
    const other = await t.send(arrears({}, { client_msg_id: 'arrears-7-2024-06' }), token);
    expect(other.body.msgid).not.toEqual(first.body.msgid);
    const messages = t.vendor.knobs.messages(FOLLOWER);
    expect(messages.map((m) => m.repeatOf)).toEqual([null, 1, null]);
    expect(messages.filter((m) => m.repeatOf === null && m.errcode === 0)).toHaveLength(2);
  });

  it('does not count a refused send for client_msg_id: it is sent once the user follows', async () => {
    const body = { ...arrears({}, { client_msg_id: 'c-1' }), touser: NOT_FOLLOWING };
    expect((await t.send(body, token)).body.errcode).toBe(43004);
    t.vendor.knobs.setFollowing(NOT_FOLLOWING, true);
    expect((await t.send(body, token)).body.errcode).toBe(0);
  });

  it('fails the next sends with an errcode from the knob (-1 system error), then sends again', async () => {
    await t.post('/__test/sends/fail', { errcode: -1, count: 2 });
    expect((await t.send(arrears(), token)).body).toMatchObject({
      errcode: -1,
      errmsg: expect.stringMatching(/^system error rid: /),
    });
    expect((await t.send(arrears(), token)).body.errcode).toBe(-1);
    expect((await t.send(arrears(), token)).body.errcode).toBe(0);
    t.vendor.knobs.failSends({ errcode: -1, status: 503 });
    expect((await t.send(arrears(), token)).status).toBe(503);
  });
});
