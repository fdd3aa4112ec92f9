import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillTemplate, fitWechatValue, placeholdersIn, smsLength, smsParts, templateVariables } from './message-text';

describe('SMS length and parts (notes §5, golden case M1)', () => {
  it.each([
    [63, 70, 1],
    [64, 71, 2],
  ])('sign 【幸福里物业】 + %i characters is %i long, %i part(s)', (chars, length, parts) => {
    const content = '费'.repeat(chars);
    expect(smsLength('幸福里物业', content)).toBe(length);
    expect(smsParts(smsLength('幸福里物业', content))).toBe(parts);
  });

  it.each([
    [1, 1],
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
    [160, 3],
    [500, 8],
  ])('%i characters bill %i parts', (length, parts) => expect(smsParts(length)).toBe(parts));

  it('counts letters, digits and punctuation one each, and an astral character once', () => {
    expect(smsLength('A', 'ab1,。😀')).toBe(3 + 6);
  });

  it('parts never drop as the text grows', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 600 }), (n) => smsParts(n + 1) >= smsParts(n) && smsParts(n) * 67 >= Math.min(n, n > 70 ? n : 0)));
  });
});

describe('template variables', () => {
  it('reads Aliyun ${name} and WeChat {{key.DATA}} variables once each, in order', () => {
    expect(templateVariables('sms', '您的房屋${house}欠费${amount}元（${amountText}），${house}')).toEqual(['house', 'amount', 'amountText']);
    expect(templateVariables('wechat', '房屋：{{thing1.DATA}}\n金额：{{amount2.DATA}}')).toEqual(['thing1', 'amount2']);
    expect(templateVariables('sms', '{{thing1.DATA}}')).toEqual([]);
  });

  it('fills variables and placeholders', () => {
    expect(fillTemplate('sms', '房屋${house}欠费${amount}元', { house: '1栋101', amount: '285.51' })).toBe('房屋1栋101欠费285.51元');
    expect(fillTemplate('wechat', '{{thing1.DATA}}：{{amount2.DATA}}', { thing1: '1栋101' })).toBe('1栋101：');
    expect(fillPlaceholders('{房屋}欠{欠费金额}元{未知}', { 房屋: 'A-101', 欠费金额: '1.00' })).toBe('A-101欠1.00元{未知}');
    expect(placeholdersIn('{房屋}{欠费金额}{房屋}')).toEqual(['房屋', '欠费金额']);
  });
});

describe('WeChat values fit their key type (notes §7, golden case M9)', () => {
  it('cuts a thing to 20 characters with an ellipsis and leaves a fitting one alone', () => {
    const long = '幸福里小区三期十八栋二单元一千八百零八号房屋';
    const fitted = fitWechatValue('thing1', long);
    expect([...fitted].length).toBe(20);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitWechatValue('thing1', '1栋101')).toBe('1栋101');
    expect(fitWechatValue('amount2', '¥12345678901.00')).toBe('¥12345678901.00');
    expect([...fitWechatValue('phrase3', '已欠费超过三月')].length).toBe(5);
  });
});
