import { Grid, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaiveLateFee } from '../api/waive-late-fee';
import { amountText } from '../format';
import type { House, Line, PaymentDetail } from '../types';
import { oldestMonths, settleable } from './counter-logic';
import { LinesTable } from './lines-table';
import { type LineSettleType, PayPanel } from './pay-panel';
import { ReasonDialog } from './reason-dialog';

interface Props {
  counter: House;
  category: Line['category'];
  /** The settle types offered (normal: 收费 or 托收); the first is the default. */
  settleTypes: readonly LineSettleType[];
  readOnly: boolean;
  onPaid: (payment: PaymentDetail) => void;
}

/** The open lines of one category with the 收款 panel; every settleable line is ticked at first. */
export function LineCounter({ counter, category, settleTypes, readOnly, onPaid }: Props) {
  const { t } = useTranslation('settlement');
  const lines = counter.lines.filter((l) => l.category === category);
  const [settleType, setSettleType] = useState<LineSettleType>(settleTypes[0] ?? '1');
  const [selected, setSelected] = useState<number[]>(() => lines.filter(settleable).map((l) => l.id));
  const [months, setMonths] = useState<string | null>(null);
  const [waiving, setWaiving] = useState<Line | null>(null);
  const waive = useWaiveLateFee();
  const chosen = lines.filter((l) => selected.includes(l.id) && settleable(l));
  const instalments = category === 'regular' ? counter.instalments.options : [];
  const pickMonths = (v: string | null) => {
    setMonths(v);
    if (v) setSelected(oldestMonths(lines.filter(settleable), Number(v)));
  };
  return (
    <Grid gutter="sm">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="xs">
          <Group gap="sm" align="flex-end">
            {settleTypes.length > 1 ? (
              <SegmentedControl value={settleType} onChange={(v) => setSettleType(v as LineSettleType)} data={settleTypes.map((s) => ({ value: s, label: t(`settleTypes.${s}`) }))} data-testid="settle-type" />
            ) : null}
            {instalments.length > 0 ? (
              <Select
                label={t('lines.months', { count: counter.instalments.monthsOpen })}
                placeholder={t('lines.monthsAll')}
                data={instalments.map((n) => ({ value: String(n), label: t('lines.monthsOption', { count: n }) }))}
                value={months}
                onChange={pickMonths}
                clearable
                disabled={readOnly}
                w={200}
                data-testid="months-select"
              />
            ) : null}
          </Group>
          <LinesTable lines={lines} selected={selected} onSelected={(ids) => { setMonths(null); setSelected(ids); }} readOnly={readOnly} onWaive={setWaiving} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        {readOnly ? null : <PayPanel counter={counter} chosen={chosen} settleType={settleType} onPaid={onPaid} />}
      </Grid.Col>
      <ReasonDialog
        opened={waiving !== null}
        title={t('waive.title')}
        message={waiving ? t('waive.message', { item: waiving.itemName, period: waiving.period, fee: amountText(waiving.lateFee) }) : ''}
        confirmLabel={t('waive.action')}
        onConfirm={(reason) => (waiving ? waive.mutateAsync({ lineId: waiving.id, reason }) : Promise.resolve())}
        onClose={() => setWaiving(null)}
      />
    </Grid>
  );
}
