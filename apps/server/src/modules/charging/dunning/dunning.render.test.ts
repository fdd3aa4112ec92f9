import { describe, expect, it } from 'vitest';
import { renderDunning } from './send-dunning';

describe('renderDunning', () => {
  it('fills simplified and traditional placeholders, escapes every text, one paragraph per line', () => {
    const values = { 房屋: '1栋<0101>', 业主: '张&三', 欠费金额: '230.25', 欠费金额大写: '贰佰叁拾元贰角伍分', 最早欠费日期: '2026-01-15', 欠费月数: '2' };
    expect(renderDunning('{业主}/{業主}：{欠费金额}{欠費金額大寫}\n{房屋} {欠費月數} {最早欠費日期} {未知}', values)).toBe(
      '<p>张&amp;三/张&amp;三：230.25贰佰叁拾元贰角伍分</p><p>1栋&lt;0101&gt; 2 2026-01-15 {未知}</p>',
    );
  });
});
