import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EINVOICE_TOKEN_URL,
  DEFAULT_EINVOICE_URL,
  einvoiceConfigFromEnv,
  einvoiceConfigFromFake,
} from './einvoice-config';

const full = {
  EINVOICE_APP_KEY: 'SD63236305',
  EINVOICE_APP_SECRET: 'SDDED2523BED4643',
  EINVOICE_SELLER_TAX_ID: '91310115MA1K4PM3XC',
};

describe('e-invoice configuration from the environment', () => {
  it('is off with none of app key, secret and seller', () => {
    expect(einvoiceConfigFromEnv({})).toEqual({ config: undefined, problems: [] });
    expect(einvoiceConfigFromEnv({ EINVOICE_URL: 'http://127.0.0.1:3005' }).config).toBeUndefined();
  });

  it("reads Nuonuo's production hosts by default, the token on its own host", () => {
    const { config, problems } = einvoiceConfigFromEnv(full);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      url: DEFAULT_EINVOICE_URL,
      tokenUrl: DEFAULT_EINVOICE_TOKEN_URL,
      appKey: 'SD63236305',
      sellerTaxId: '91310115MA1K4PM3XC',
    });
  });

  it('takes the token from EINVOICE_URL when only that is set, or from EINVOICE_TOKEN_URL', () => {
    expect(einvoiceConfigFromEnv({ ...full, EINVOICE_URL: 'https://sandbox.nuonuocs.cn/' }).config).toMatchObject({
      url: 'https://sandbox.nuonuocs.cn',
      tokenUrl: 'https://sandbox.nuonuocs.cn/accessToken',
    });
    expect(
      einvoiceConfigFromEnv({
        ...full,
        EINVOICE_URL: 'https://sandbox.nuonuocs.cn',
        EINVOICE_TOKEN_URL: 'https://open.nuonuo.com/accessToken',
      }).config?.tokenUrl,
    ).toBe('https://open.nuonuo.com/accessToken');
  });

  it('names each variable missing when only part is set', () => {
    const { config, problems } = einvoiceConfigFromEnv({ EINVOICE_APP_KEY: 'SD63236305' });
    expect(config).toBeUndefined();
    expect(problems.map((p) => p.variable)).toEqual(['EINVOICE_APP_SECRET', 'EINVOICE_SELLER_TAX_ID']);
  });

  it('refuses malformed values without quoting the secret', () => {
    const { problems } = einvoiceConfigFromEnv({
      EINVOICE_URL: 'sdk.nuonuo.com',
      EINVOICE_TOKEN_URL: 'ftp://x',
      EINVOICE_APP_KEY: 'has space',
      EINVOICE_APP_SECRET: 'secret with spaces',
      EINVOICE_SELLER_TAX_ID: '91310115MA1K4PM3XD',
    });
    expect(problems.map((p) => p.variable)).toEqual([
      'EINVOICE_URL',
      'EINVOICE_TOKEN_URL',
      'EINVOICE_APP_KEY',
      'EINVOICE_APP_SECRET',
      'EINVOICE_SELLER_TAX_ID',
    ]);
    expect(JSON.stringify(problems)).not.toContain('secret with spaces');
  });

  it('never shows the secret when serialised or inspected', () => {
    const { config } = einvoiceConfigFromEnv(full);
    for (const text of [JSON.stringify({ einvoice: config }), inspect(config)]) {
      expect(text).not.toContain(full.EINVOICE_APP_SECRET);
      expect(text).toContain('[已隐藏]');
    }
  });

  it("points at the bundled fake's demo application and first seller", () => {
    const config = einvoiceConfigFromFake({
      url: 'http://127.0.0.1:3005',
      appKey: 'SD1',
      appSecret: 'S',
      sellerTaxNums: ['91310115MA1K4PM3XC', 'x'],
    });
    expect(config).toMatchObject({
      url: 'http://127.0.0.1:3005',
      tokenUrl: 'http://127.0.0.1:3005/accessToken',
      sellerTaxId: '91310115MA1K4PM3XC',
    });
  });
});
