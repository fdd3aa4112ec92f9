import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cn from '../locales/zh-CN.json';
import tw from '../locales/zh-TW.json';
import { localize } from './localize';
import { MSG } from './messages';

beforeAll(async () => {
  await i18next.init({ lng: 'zh-CN', resources: { 'zh-CN': { 'call-center': cn }, 'zh-TW': { 'call-center': tw } } });
});

describe('softphone messages', () => {
  it('shows the spec’s exact zh-CN strings', async () => {
    await i18next.changeLanguage('zh-CN');
    for (const value of Object.values(MSG)) if (typeof value === 'string') expect(localize(value)).toBe(value);
    expect(localize(MSG.transferred('8002'))).toBe('已将通话转接至 8002');
    expect(localize(MSG.transferFailed('超时'))).toBe('转接失败: 超时');
  });

  it('has a zh-TW text for every message', async () => {
    await i18next.changeLanguage('zh-TW');
    expect(localize(MSG.rejected)).toBe('呼叫被拒絕');
    expect(localize(MSG.transferred('8002'))).toBe('已將通話轉接至 8002');
    expect(Object.keys(tw.msg).sort()).toEqual(Object.keys(cn.msg).sort());
    expect(Object.keys(cn.msg).sort()).toEqual(Object.keys(MSG).sort());
  });
});
