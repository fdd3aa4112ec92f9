import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '../../../i18n';
import { loadTraditional } from '../../../i18n/traditional';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { ageing } from '../fixtures';
import type { AgeingData } from '../types';
import { AgeingCards } from './ageing-cards';
import { SumTable } from './sum-table';

// 繁體: the server answers the ageing buckets, settle methods and types in 简体 (issue 25: 30天以内).
beforeAll(async () => {
  await prepareDom();
  localStorage.setItem(LANGUAGE_KEY, 'zh-TW');
  await loadTraditional();
  await i18next.changeLanguage('zh-TW');
  await i18next.loadNamespaces('arrears');
});
// The language is process-wide (test files share their worker): put 简体 back for the next file.
afterAll(async () => {
  localStorage.removeItem(LANGUAGE_KEY);
  await i18next.changeLanguage('zh-CN');
});

describe('arrears labels in 繁體', () => {
  it('names the ageing buckets from the interface’s strings, not the server’s', () => {
    renderWithProviders(<AgeingCards report={ageing as AgeingData} loading={false} bucket={null} onBucket={() => undefined} />);
    expect(within(screen.getByTestId('bucket-d1_30')).getByText('30天以內')).toBeTruthy();
    expect(screen.queryByText('30天以内')).toBeNull();
  });

  it('shows settle methods and types in traditional characters, names of places and people as written', () => {
    const row = (key: string, label: string) => ({ key, label, count: 1, amount: '10.00' });
    renderWithProviders(
      <>
        <SumTable group="method" keyLabel="方式" rows={[row('1', '现金')]} total={undefined} loading={false} testId="by-method" />
        <SumTable group="type" keyLabel="類型" rows={[row('14', '冲红')]} total={undefined} loading={false} testId="by-type" />
        <SumTable group="estate" keyLabel="樓盤" rows={[row('3', '阳光花园')]} total={undefined} loading={false} testId="by-estate" />
      </>,
    );
    expect(within(screen.getByTestId('by-method')).getByText('現金')).toBeTruthy();
    expect(within(screen.getByTestId('by-type')).getByText('沖紅')).toBeTruthy();
    expect(within(screen.getByTestId('by-estate')).getByText('阳光花园')).toBeTruthy();
  });

  it('names the reconciling rows by key in traditional characters', () => {
    const row = (key: string, label: string, amount: string) => ({ key, label, count: 1, amount });
    renderWithProviders(
      <SumTable group="item" keyLabel="項目" rows={[row('7', '物业费', '100.00')]} reconciling={[row('prepay-offset', '预交款冲抵', '-40.00'), row('change-in', '存零转入', '5.00')]} total={row('total', '合计', '65.00')} loading={false} testId="by-item" />,
    );
    expect(within(screen.getByTestId('by-item-reconciling-prepay-offset')).getByText('預交款沖抵')).toBeTruthy();
    expect(within(screen.getByTestId('by-item-reconciling-change-in')).getByText('存零轉入')).toBeTruthy();
    expect(screen.getByTestId('by-item-total').textContent).toBe('65.00');
  });
});
