import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_AUTH_SIGN_KEY, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has documented defaults: port 3000, vendor on the next port, embedded database in ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.providerPort).toBe(3001);
    expect(c.providerUrl).toBe('http://127.0.0.1:3001');
    expect(c.paymentVendorPort).toBe(3002);
    expect(c.paymentVendorUrl).toBe('http://127.0.0.1:3002');
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.authSignKey).toBe(DEFAULT_AUTH_SIGN_KEY);
    expect(c.jwtSecret).toBeUndefined();
    expect(c.trustProxy).toBe(false);
    expect(c.callCenterPhone).toBe('jssip');
  });

  it('chooses the vendor phone SDK for agents with CALL_CENTER_PHONE=sdk', () => {
    expect(loadConfig({ CALL_CENTER_PHONE: 'sdk' }).callCenterPhone).toBe('sdk');
  });

  it('follows PORT with the vendor port unless PROVIDER_PORT is given', () => {
    expect(loadConfig({ PORT: '8080' }).providerPort).toBe(8081);
    expect(loadConfig({ PORT: '8080', PROVIDER_PORT: '9000' }).providerPort).toBe(9000);
  });

  it('follows PORT with the payment vendor two ports up; PAYMENT_VENDOR_URL points at WeChat Pay elsewhere', () => {
    expect(loadConfig({ PORT: '8080' }).paymentVendorPort).toBe(8082);
    expect(loadConfig({ PORT: '0' }).paymentVendorPort).toBe(0);
    expect(loadConfig({ PAYMENT_VENDOR_PORT: '9002' }).paymentVendorUrl).toBe('http://127.0.0.1:9002');
    expect(loadConfig({ PAYMENT_VENDOR_URL: 'https://api.mch.weixin.qq.com' }).paymentVendorUrl).toBe(
      'https://api.mch.weixin.qq.com',
    );
  });

  it('starts the fake SMS gateway three ports up unless SMS_VENDOR_PORT says otherwise (-1: not at all)', () => {
    expect(loadConfig({}).smsVendorPort).toBe(3003);
    expect(loadConfig({ PORT: '8080' }).smsVendorPort).toBe(8083);
    expect(loadConfig({ PORT: '0' }).smsVendorPort).toBe(0);
    expect(loadConfig({ SMS_VENDOR_PORT: '-1' }).smsVendorPort).toBe(-1);
    expect(loadConfig({}).sms).toBeUndefined();
  });

  it('reads an Aliyun SMS account from ALIYUN_SMS_* and keeps its secret out of the config JSON', () => {
    const c = loadConfig({
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId0000',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'the-secret-value-0000000000000',
      ALIYUN_SMS_SIGN_NAME: '智慧物业',
      ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_153055065',
    });
    expect(c.sms).toMatchObject({ endpoint: 'https://dysmsapi.aliyuncs.com', signName: '智慧物业' });
    expect(JSON.stringify(c)).not.toContain('the-secret-value');
  });

  it('starts the fake WeChat 公众号 four ports up unless WECHAT_VENDOR_PORT says otherwise; reads WECHAT_MP_*', () => {
    expect(loadConfig({}).wechatVendorPort).toBe(3004);
    expect(loadConfig({ PORT: '8080' }).wechatVendorPort).toBe(8084);
    expect(loadConfig({ WECHAT_VENDOR_PORT: '-1' }).wechatVendorPort).toBe(-1);
    expect(loadConfig({}).wechat).toBeUndefined();
    const c = loadConfig({ WECHAT_MP_APP_ID: 'wx549b5b51fd27a5f8', WECHAT_MP_APP_SECRET: '0123456789abcdef0123456789abcdef', WECHAT_MP_TOKEN: 'pmEventToken2024' });
    expect(c.wechat).toMatchObject({ appId: 'wx549b5b51fd27a5f8', apiBase: 'https://api.weixin.qq.com', oauthBase: 'https://open.weixin.qq.com' });
    expect(JSON.stringify(c)).not.toContain('0123456789abcdef0123456789abcdef');
    expect(JSON.stringify(c)).not.toContain('pmEventToken2024');
  });

  it('starts the fake e-invoice platform five ports up unless EINVOICE_VENDOR_PORT says otherwise; reads EINVOICE_*', () => {
    expect(loadConfig({}).einvoiceVendorPort).toBe(3005);
    expect(loadConfig({ PORT: '8080' }).einvoiceVendorPort).toBe(8085);
    expect(loadConfig({ PORT: '0' }).einvoiceVendorPort).toBe(0);
    expect(loadConfig({ EINVOICE_VENDOR_PORT: '-1' }).einvoiceVendorPort).toBe(-1);
    expect(loadConfig({}).einvoice).toBeUndefined();
    const c = loadConfig({ EINVOICE_APP_KEY: 'SD63236305', EINVOICE_APP_SECRET: 'SDDED2523BED4643', EINVOICE_SELLER_TAX_ID: '91310115MA1K4PM3XC' });
    expect(c.einvoice).toMatchObject({ url: 'https://sdk.nuonuo.com', tokenUrl: 'https://open.nuonuo.com/accessToken', sellerTaxId: '91310115MA1K4PM3XC' });
    expect(JSON.stringify(c)).not.toContain('SDDED2523BED4643');
  });

  it.each([
    [{ EINVOICE_APP_KEY: 'SD63236305' }, 'EINVOICE_APP_SECRET'],
    [{ EINVOICE_VENDOR_PORT: '-2' }, 'EINVOICE_VENDOR_PORT'],
    [{ WECHAT_MP_APP_ID: 'wx549b5b51fd27a5f8' }, 'WECHAT_MP_APP_SECRET'],
    [{ WECHAT_VENDOR_PORT: '-2' }, 'WECHAT_VENDOR_PORT'],
    [{ SMS_VENDOR_PORT: '-2' }, 'SMS_VENDOR_PORT'],
    [{ ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId0000' }, 'ALIYUN_SMS_ACCESS_KEY_SECRET'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PAYMENT_VENDOR_PORT: '70000' }, 'PAYMENT_VENDOR_PORT'],
    [{ PAYMENT_VENDOR_URL: 'not a url' }, 'PAYMENT_VENDOR_URL'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ AUTH_SIGN_KEY: 'short' }, 'AUTH_SIGN_KEY'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.local' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,,10.0.0.0/8' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '300.1.1.1' }, 'TRUST_PROXY'],
    [{ CALL_CENTER_PHONE: 'sip.js' }, 'CALL_CENTER_PHONE'],
  ])('stops start-up on a bad value %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`配置错误[\\s\\S]*${name}`));
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY lists', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8,192.168.0.0/255.255.0.0' }).trustProxy).toEqual([
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual(['loopback', 'uniquelocal']);
  });

  it('names the reason when TRUST_PROXY is a hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY[\s\S]*地址或网段[\s\S]*跳数/);
  });
});

describe('the WeChat Pay merchant from WECHATPAY_*', () => {
  const pem = (type: 'pkcs8' | 'spki') => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return type === 'pkcs8'
      ? privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      : publicKey.export({ type: 'spki', format: 'pem' }).toString();
  };
  const merchantKey = pem('pkcs8');
  const platformA = pem('spki');
  const platformB = pem('spki');
  const API_V3_KEY = 'Q3v9Jd2LmX7pT4sW8yB1nC6rF0gH5kZa';
  const ID_A = 'PUB_KEY_ID_0114232134912410000000000000000001';
  const ID_B = 'PUB_KEY_ID_0114232134912410000000000000000002';
  const full = {
    WECHATPAY_MCHID: '1900000109',
    WECHATPAY_APPID: 'wxd678efh567hg6787',
    WECHATPAY_MERCHANT_KEY: merchantKey,
    WECHATPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHATPAY_API_V3_KEY: API_V3_KEY,
    WECHATPAY_PLATFORM_KEYS: `${ID_A}=${platformA}`,
  };

  it('leaves online payment off when none is set (a fresh machine starts)', () => {
    expect(loadConfig({}).wechatpay).toBeUndefined();
    expect(loadConfig({ WECHATPAY_MCHID: '' }).wechatpay).toBeUndefined();
  });

  it('reads a merchant given as PEM text, against PAYMENT_VENDOR_URL', () => {
    const c = loadConfig({ ...full, PAYMENT_VENDOR_URL: 'https://api.mch.weixin.qq.com/' }).wechatpay;
    expect(c).toMatchObject({
      mchid: '1900000109',
      appid: 'wxd678efh567hg6787',
      merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      baseUrl: 'https://api.mch.weixin.qq.com',
    });
    expect(c?.apiV3Key.toString('utf8')).toBe(API_V3_KEY);
    expect(c?.merchantKey.asymmetricKeyType).toBe('rsa');
    expect(c?.platformKeys.map((k) => k.keyId)).toEqual([ID_A]);
  });

  it('reads keys from files, and two platform keys at once (comma or newline separated) for a rotation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pm-wechatpay-'));
    const file = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const base = { ...full, WECHATPAY_MERCHANT_KEY: file('apiclient_key.pem', merchantKey) };
    const byComma = loadConfig({
      ...base,
      WECHATPAY_PLATFORM_KEYS: `${ID_A}=${file('a.pem', platformA)},${ID_B}=${file('b.pem', platformB)}`,
    }).wechatpay;
    expect(byComma?.platformKeys.map((k) => k.keyId)).toEqual([ID_A, ID_B]);
    const byNewline = loadConfig({
      ...base,
      WECHATPAY_PLATFORM_KEYS: `${ID_A}=${platformA}\n${ID_B}=${platformB}`,
    }).wechatpay;
    expect(byNewline?.platformKeys.map((k) => k.keyId)).toEqual([ID_A, ID_B]);
    // a .env file writes the PEM's newlines as \\n
    const escaped = loadConfig({ ...base, WECHATPAY_MERCHANT_KEY: merchantKey.replace(/\n/g, '\\n') }).wechatpay;
    expect(escaped?.merchantKey.asymmetricKeyType).toBe('rsa');
  });

  it('stops start-up when only some are set, naming the missing ones', () => {
    const partial = { WECHATPAY_MCHID: '1900000109', WECHATPAY_APPID: 'wxd678efh567hg6787' };
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(
      /WECHATPAY_MERCHANT_KEY[\s\S]*WECHATPAY_MERCHANT_SERIAL[\s\S]*WECHATPAY_API_V3_KEY[\s\S]*WECHATPAY_PLATFORM_KEYS/,
    );
  });

  it.each([
    [{ WECHATPAY_MCHID: 'abc' }, 'WECHATPAY_MCHID'],
    [{ WECHATPAY_APPID: '12345' }, 'WECHATPAY_APPID'],
    [{ WECHATPAY_MERCHANT_SERIAL: 'not-hex!' }, 'WECHATPAY_MERCHANT_SERIAL'],
    [{ WECHATPAY_API_V3_KEY: 'short' }, 'WECHATPAY_API_V3_KEY'],
    [{ WECHATPAY_MERCHANT_KEY: '/nonexistent/apiclient_key.pem' }, 'WECHATPAY_MERCHANT_KEY'],
    [{ WECHATPAY_MERCHANT_KEY: platformA }, 'WECHATPAY_MERCHANT_KEY'],
    [{ WECHATPAY_PLATFORM_KEYS: platformA }, 'WECHATPAY_PLATFORM_KEYS'],
    [{ WECHATPAY_PLATFORM_KEYS: `${ID_A}=/nonexistent/pub.pem` }, 'WECHATPAY_PLATFORM_KEYS'],
    [{ WECHATPAY_PLATFORM_KEYS: `${ID_A}=${platformA},${ID_A}=${platformB}` }, 'WECHATPAY_PLATFORM_KEYS'],
  ])('stops start-up on a bad merchant value %# naming %s', (bad, name) => {
    expect(() => loadConfig({ ...full, ...bad })).toThrow(new RegExp(`配置错误[\\s\\S]*${name}`));
  });

  it('never shows a secret: not in JSON, not in inspect, not in an error', () => {
    const config = loadConfig(full);
    for (const text of [JSON.stringify(config), inspect(config, { depth: 10 }), JSON.stringify(config.wechatpay)]) {
      expect(text).not.toContain(API_V3_KEY);
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).toContain('1900000109');
    }
    expect(JSON.stringify(config.wechatpay)).toContain('[已隐藏]');
    try {
      loadConfig({ ...full, WECHATPAY_MERCHANT_KEY: merchantKey.slice(0, 200) });
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).not.toContain(merchantKey.slice(40, 120));
    }
  });
});
