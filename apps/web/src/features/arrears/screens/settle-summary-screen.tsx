import { Stack, Tabs, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbeddedScreen } from '../../../shared/embedded-screen';
import { PageLoader } from '../../../shared/page-loader';
import type { ScreenProps } from '../../../shared/screen';
import { SettleSummaryPanel } from '../components/settle-summary-panel';

/**
 * The tabs of 结算汇总: the summary itself first, then screens of other features shown here by their component path
 * (a feature's `parts`; features never import each other). A tab more is a line here and its label in the locales
 * (`summaryTabs.<value>`).
 */
const TABS: readonly { value: string; part?: string }[] = [
  { value: 'summary' },
  { value: 'online', part: 'charging/settle/summary/online' },
  { value: 'recon', part: 'charging/settle/summary/recon' },
  { value: 'invoices', part: 'charging/settle/summary/invoices' },
];

/** Another feature's part, given this screen's read-only state. */
function Part({ component, title, readOnly }: { component: string; title: string; readOnly: boolean }) {
  const Screen = useEmbeddedScreen(component);
  if (!Screen) return null;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen menuId={0} title={title} readOnly={readOnly} />
    </Suspense>
  );
}

/** 结算汇总: the summary of payments and refunds, 线上收款, 线上对账 and the tabs other features add. */
export default function SettleSummaryScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('arrears');
  const [tab, setTab] = useState<string | null>('summary');
  return (
    <Stack gap="sm" p="sm" data-testid="settle-summary-screen">
      <Title order={4}>{title || t('menu.summary')}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map((s) => (
            <Tabs.Tab key={s.value} value={s.value} data-testid={`summary-tab-${s.value}`}>
              {t(`summaryTabs.${s.value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="summary" pt="sm">
          <SettleSummaryPanel />
        </Tabs.Panel>
        {TABS.map((s) =>
          s.part ? (
            <Tabs.Panel key={s.value} value={s.value} pt="sm">
              <Part component={s.part} title={t(`summaryTabs.${s.value}`)} readOnly={readOnly} />
            </Tabs.Panel>
          ) : null,
        )}
      </Tabs>
    </Stack>
  );
}
