import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { CounterShell } from '../components/counter-shell';
import { LineCounter } from '../components/line-counter';

/** 特服结算: a house's special-service lines (work orders billed as 特约服务). */
export default function SpecialSettleScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('settlement');
  return (
    <CounterShell title={title || t('menu.special')} readOnly={readOnly}>
      {(counter, onPaid) => <LineCounter counter={counter} category="service" settleTypes={['4']} readOnly={readOnly} onPaid={onPaid} />}
    </CounterShell>
  );
}
