import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startReportReceiver, until, type ReportReceiver } from '../src/testing/index';
import { chinaDay } from '../src/protocol/china-time';
import { loginCode, notice, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
let receiver: ReportReceiver;
beforeAll(async () => {
  receiver = await startReportReceiver();
  t = await startTestVendor({ reportUrl: receiver.url });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  t.vendor.knobs.reset();
  receiver.pushes.length = 0;
  receiver.answerWith(() => ({}));
});

const query = (phone: string, extra: Record<string, string> = {}) =>
  t.client.call('QuerySendDetails', {
    PhoneNumber: phone,
    SendDate: chinaDay(Date.now()),
    PageSize: '10',
    CurrentPage: '1',
    ...extra,
  });

describe('delivery reports (SmsReport HTTP push)', () => {
  it('pushes a JSON array with the report of each accepted number, keyed by biz_id and phone', async () => {
    const { body } = await t.client.sendSms({ ...notice('13800000001,13800000002'), OutId: 'notice-7' });
    const [push] = await receiver.waitFor(1);
    expect(push?.reports).toHaveLength(2);
    expect(push?.reports[0]).toEqual({
      phone_number: '13800000001',
      send_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      report_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      success: true,
      err_code: 'DELIVERED',
      err_msg: '用户接收成功',
      sms_size: '1',
      biz_id: body.BizId,
      out_id: 'notice-7',
    });
    expect(push?.reports.map((r) => r.phone_number).sort()).toEqual(['13800000001', '13800000002']);
    await until(() => t.vendor.knobs.reportPushes()[0]?.status === 'accepted');
    expect(t.vendor.knobs.messages('13800000001')[0]?.delivery).toMatchObject({ state: 'delivered', pushes: [1] });
  });

  it('reports a carrier failure with its err_code and success false', async () => {
    t.vendor.knobs.nextReports({ errCode: 'MK:0001', errMsg: '空号' });
    await t.client.sendSms(loginCode('13800000003'));
    const [push] = await receiver.waitFor(1);
    expect(push?.reports[0]).toMatchObject({ success: false, err_code: 'MK:0001', err_msg: '空号' });
  });

  it('repeats a report when told (a receiver must dedupe by biz_id and phone)', async () => {
    t.vendor.knobs.nextReports({ times: 3 });
    const { body } = await t.client.sendSms(loginCode('13800000004'));
    const pushes = await receiver.waitFor(3);
    expect(pushes.map((p) => [p.reports[0]?.biz_id, p.reports[0]?.phone_number])).toEqual([
      [body.BizId, '13800000004'],
      [body.BizId, '13800000004'],
      [body.BizId, '13800000004'],
    ]);
  });

  it('M6: re-pushes after a 500 at 1, 5 and 10 minutes (scaled), then drops the push', async () => {
    receiver.answerWith(() => ({ status: 500, body: 'busy' }));
    await t.client.sendSms(loginCode('13800000005'));
    const pushes = await receiver.waitFor(4);
    const gaps = pushes.slice(1).map((p, i) => p.at - (pushes[i]?.at ?? 0));
    // retryScale 0.001: 60 s → 60 ms, 300 s → 300 ms, 600 s → 600 ms.
    expect(gaps[0]).toBeGreaterThanOrEqual(55);
    expect(gaps[1]).toBeGreaterThanOrEqual(290);
    expect(gaps[2]).toBeGreaterThanOrEqual(590);
    await until(() => t.vendor.knobs.reportPushes()[0]?.status === 'dropped');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.pushes).toHaveLength(4);
  });

  it('counts only {"code":0} as accepted: an answer of code 1 is pushed again, then accepted', async () => {
    receiver.answerWith((p) => (p.index === 0 ? { status: 200, body: '{"code":1,"msg":"稍后"}' } : {}));
    await t.client.sendSms(loginCode('13800000006'));
    await receiver.waitFor(2);
    await until(() => t.vendor.knobs.reportPushes()[0]?.status === 'accepted');
    expect(t.vendor.knobs.reportPushes()[0]?.attempts.map((a) => a.ok)).toEqual([false, true]);
  });

  it('takes an answer slower than the push timeout as a failure', async () => {
    receiver.answerWith((p) => (p.index === 0 ? { delayMs: 500 } : {}));
    await t.client.sendSms(loginCode('13800000007'));
    await receiver.waitFor(2);
    await until(() => t.vendor.knobs.reportPushes()[0]?.status === 'accepted');
    expect(t.vendor.knobs.reportPushes()[0]?.attempts[0]?.error).toMatch(/未应答/);
  });

  it('loses a report when told: delivered, never pushed; QuerySendDetails still knows', async () => {
    t.vendor.knobs.nextReports({ lose: true });
    const { body } = await t.client.sendSms(loginCode('13800000008'));
    await until(() => t.vendor.knobs.messages('13800000008')[0]?.delivery.state === 'delivered');
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.pushes).toHaveLength(0);
    const answer = await query('13800000008', { BizId: String(body.BizId) });
    expect(answer.body).toMatchObject({ Code: 'OK', TotalCount: 1 });
    expect((answer.body.SmsSendDetailDTOs as { SmsSendDetailDTO: unknown[] }).SmsSendDetailDTO[0]).toMatchObject({
      PhoneNum: '13800000008',
      SendStatus: 3,
      ErrCode: 'DELIVERED',
      TemplateCode: 'SMS_LOGIN_0001',
      Content: '【智慧物业】您的验证码为123456，5分钟内有效，请勿泄露。',
    });
  });

  it('pushes nowhere when the report URL is unset, and to the new one a knob sets', async () => {
    t.vendor.knobs.setReportUrl(null);
    await t.client.sendSms(loginCode('13800000009'));
    await until(() => t.vendor.knobs.messages('13800000009')[0]?.delivery.state === 'delivered');
    expect(receiver.pushes).toHaveLength(0);
    t.vendor.knobs.setReportUrl(receiver.url);
    await t.client.sendSms(notice('13800000009'));
    await receiver.waitFor(1);
  });
});

describe('QuerySendDetails', () => {
  it('answers 1 while the receipt is awaited, then 3 with the receive date', async () => {
    t.vendor.knobs.nextReports({ delayMs: 300 });
    await t.client.sendSms(loginCode('13800000010'));
    const waiting = await query('13800000010');
    const detail = (a: typeof waiting) =>
      (a.body.SmsSendDetailDTOs as { SmsSendDetailDTO: Record<string, unknown>[] }).SmsSendDetailDTO;
    expect(detail(waiting)[0]).toMatchObject({ SendStatus: 1, ReceiveDate: '' });
    await receiver.waitFor(1);
    expect(detail(await query('13800000010'))[0]).toMatchObject({
      SendStatus: 3,
      ReceiveDate: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('pages newest first, filters by BizId and by day, refuses a bad number or a day out of 30', async () => {
    for (const title of ['一', '二', '三']) await t.client.sendSms(notice('13800000011', title));
    const page2 = await query('13800000011', { PageSize: '2', CurrentPage: '2' });
    expect(page2.body.TotalCount).toBe(3);
    expect(
      (page2.body.SmsSendDetailDTOs as { SmsSendDetailDTO: { Content: string }[] }).SmsSendDetailDTO.map(
        (d) => d.Content,
      ),
    ).toEqual(['【智慧物业】尊敬的业主：一，详情请登录业主端查看。']);
    expect((await query('13800000011', { SendDate: chinaDay(Date.now() - 86_400_000) })).body.TotalCount).toBe(0);
    expect((await query('1380000001')).body.Code).toBe('isv.MOBILE_NUMBER_ILLEGAL');
    expect((await query('13800000011', { SendDate: chinaDay(Date.now() - 31 * 86_400_000) })).body.Code).toBe(
      'isv.INVALID_PARAMETERS',
    );
    expect((await query('13800000011', { PageSize: '51' })).status).toBe(400);
  });
});
