import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEndpoints as e } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';

// The demo's 消息发送 (README): 上海公司 has its SMS templates and last week's 短信催缴 with every outcome on first start.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ messageKick: false }, { demoSeed: true });
});
afterAll(() => t.close());

describe('消息发送 demo', () => {
  it('shows 上海公司’s templates, a 短信催缴 with delivered, failed, unsent and pending rows, and an opted-out number', async () => {
    const templates = e.listTemplates.output.parse((await t.as('emp01').get('/api/outbound/templates')).body.data);
    expect(templates.map((x) => [x.purpose, x.channel, x.vendorCode])).toEqual([
      ['dunning', 'sms', 'SMS_DUNNING_0001'],
      ['meeting', 'sms', 'SMS_MEETING_0001'],
      ['paid', 'sms', 'SMS_PAID_0001'],
      ['reminder', 'sms', 'SMS_REMIND_0001'],
      ['repair', 'sms', 'SMS_REPAIR_0001'],
    ]);
    const page = e.listMessages.output.parse((await t.as('emp01').get('/api/outbound/messages?purpose=dunning&size=20')).body.data);
    expect(page.counts).toMatchObject({ delivered: expect.any(Number), failed: 1, skipped: 1, sent: 1 });
    expect(page.counts.delivered).toBeGreaterThanOrEqual(5);
    expect(page.rows.every((r) => r.content.startsWith('【智慧物业】尊敬的') || r.state === 'skipped')).toBe(true);
    const delivered = page.rows.find((r) => r.state === 'delivered')!;
    expect(delivered.content).toContain(`欠费${delivered.amount}元`);
    const latest = e.latestSent.output.parse((await t.as('emp01').post('/api/outbound/latest', { houseIds: page.rows.map((r) => r.houseId!), purpose: 'dunning' })).body.data);
    expect(latest.length).toBe(page.rows.length);
    expect(e.listOptOuts.output.parse((await t.as('emp01').get('/api/outbound/opt-outs')).body.data).total).toBe(1);
    // 杭州公司's clerk: the function is not granted there (403), and nothing of 上海公司 would show anyway
    const foreign = await t.as('emp02').get('/api/outbound/messages');
    if (foreign.status === 200) expect(e.listMessages.output.parse(foreign.body.data).total).toBe(0);
    else expect(foreign.status).toBe(403);
  });
});
