import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { CounterShell } from '../components/counter-shell';
import { LineCounter } from '../components/line-counter';

/** 常规结算: a house's regular lines (house, parking, meter, shared) settled as 收费, or 托收 with the bank's batch. */
export default function NormalSettleScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('settlement');
  return (
    <CounterShell title={title || t('menu.normal')} readOnly={readOnly}>
      {(counter, onPaid) => <LineCounter counter={counter} category="regular" settleTypes={['1', '12']} readOnly={readOnly} onPaid={onPaid} />}
    </CounterShell>
  );
}
