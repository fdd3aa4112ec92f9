import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAndPay, nativeOrder, postJson, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const html = async (path: string) => {
  const response = await fetch(`${t.vendor.url}${path}`);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
};

describe('the payer page', () => {
  it('shows the merchant, the description and the amount with the three buttons, from the code_url or its pr', async () => {
    const body = nativeOrder(t, { description: '物业费 <2024年5月>' });
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    const pr = new URL(json.code_url.replace('weixin://', 'http://')).searchParams.get('pr') ?? '';
    for (const path of [`/payer?code_url=${encodeURIComponent(json.code_url)}`, `/payer?pr=${pr}`]) {
      const page = await html(path);
      expect(page).toContain(t.merchant.name);
      expect(page).toContain('物业费 &lt;2024年5月&gt;');
      expect(page).toContain('¥285.51');
      expect(page).toContain('>支付</button>');
      expect(page).toContain('>取消</button>');
      expect(page).toContain('>让它过期</button>');
      expect(page).toContain('订单未支付');
    }
  });

  it('opened from an h5_url with &redirect_url=, offers 返回商户 after 支付 or 取消 and goes there after a second', async () => {
    const body = { ...nativeOrder(t), scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } } };
    const { json } = await t.client.post<{ h5_url: string }>('/v3/pay/transactions/h5', body);
    const back = 'https://pm.example.com/owner/orders/42?from=pay&x=<1>';
    const path = `${json.h5_url.replace(t.vendor.url, '')}&redirect_url=${encodeURIComponent(back)}`;
    const before = await html(path);
    // hidden until the payer has chosen; the script knows where to go
    expect(before).toContain('<a id="back" href="https://pm.example.com/owner/orders/42?from=pay&amp;x=%3C1%3E" hidden>返回商户</a>');
    expect(before).toContain('const back="https://pm.example.com/owner/orders/42?from=pay&x=%3C1%3E"');
    expect(before).toContain("(what==='pay'||what==='cancel')");
    expect(before).toContain('location.assign(back),1000');

    const prepayId = new URL(json.h5_url).searchParams.get('prepay_id');
    expect((await postJson(t, '/payer/pay', { prepay_id: prepayId })).status).toBe(200);
    // opened again once paid: the link is shown at once
    expect(await html(path)).toContain('<a id="back" href="https://pm.example.com/owner/orders/42?from=pay&amp;x=%3C1%3E">返回商户</a>');
  });

  it('ignores a redirect_url that is not an http(s) address, and has no 返回商户 without one', async () => {
    const body = { ...nativeOrder(t), scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } } };
    const { json } = await t.client.post<{ h5_url: string }>('/v3/pay/transactions/h5', body);
    const path = json.h5_url.replace(t.vendor.url, '');
    for (const page of [await html(`${path}&redirect_url=${encodeURIComponent('javascript:alert(1)')}`), await html(path)]) {
      expect(page).not.toContain('返回商户');
      expect(page).toContain('const back=null');
    }
  });

  it('says so when the link is unknown', async () => {
    expect(await html('/payer?pr=nothing')).toContain('找不到这个支付链接对应的订单');
  });
});

describe('the list page', () => {
  it('lists orders, notifications with their answers, and refunds', async () => {
    const { outTradeNo } = await createAndPay(t);
    await t.receiver.waitFor(1);
    await t.client.post('/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: 'RFLISTPAGE1',
      amount: { refund: 100, total: 28551, currency: 'CNY' },
    });
    // The receiver has the notification; the vendor writes its answer down once the response is back.
    const page = await vi.waitFor(async () => {
      const listed = await html('/');
      expect(listed).toContain('204');
      return listed;
    });
    expect(page).toContain(outTradeNo);
    expect(page).toContain('TRANSACTION.SUCCESS');
    expect(page).toContain(t.receiver.url);
    expect(page).toContain('204');
    expect(page).toContain('RFLISTPAGE1');
    expect(page).toContain(t.vendor.platform.keyId);
  });
});

describe('the keys for a product in another process', () => {
  it('hands out the generated demo keys and the platform public key, never the platform private key', async () => {
    const keys = (await (await fetch(`${t.vendor.url}/__knobs/keys`)).json()) as {
      platform: { keyId: string; publicKeyPem: string };
      demoMerchant: { mchid: string; privateKeyPem: string; apiV3Key: string };
    };
    expect(keys.platform).toEqual(t.vendor.platform);
    expect(keys.demoMerchant).toMatchObject({
      mchid: t.merchant.mchid,
      privateKeyPem: t.merchant.privateKeyPem,
      apiV3Key: t.merchant.apiV3Key,
    });
    const { demoMerchant: _demo, ...rest } = keys;
    expect(JSON.stringify(rest)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(rest)).not.toContain(t.merchant.apiV3Key);
  });

  it('answers /health', async () => {
    expect(await (await fetch(`${t.vendor.url}/health`)).json()).toEqual({ status: 'ok', service: 'fake-wechat-pay' });
  });
});
