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
    expect(loadConfig({ PAYMENT_VENDOR_URL: 'https://api.mch.weixin.qq.com' }).paymentVendorUrl).toBe('https://api.mch.weixin.qq.com');
  });

  it.each([
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
