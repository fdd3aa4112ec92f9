import { Alert, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { SearchHouse } from '@pm/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEmbeddedScreen } from '../../../shared/embedded-screen';
import { PageLoader } from '../../../shared/page-loader';
import type { ScreenProps } from '../../../shared/screen';
import { FollowList } from '../components/follow-list';
import { PanelList } from '../components/panel-list';
import { SearchBox } from '../components/search-box';

/** The house in the route's ?houseId= (the billing and receivable screens read the same parameter). */
function useRouteHouse(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('houseId'));
  const houseId = Number.isInteger(id) && id > 0 ? id : null;
  const set = (next: number | null) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next) copy.set('houseId', String(next));
      else copy.delete('houseId');
      return copy;
    });
  return [houseId, set];
}

/** Another feature's screen (收费信息查询, 应收信息查询) shown here for the chosen house. */
function Embedded({ component, title }: { component: string; title: string }) {
  const Screen = useEmbeddedScreen(component);
  if (!Screen) return null;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen menuId={0} title={title} readOnly />
    </Suspense>
  );
}

/** The info panels of one house: open items, complaints, repairs, safety, then its receivables, billing and messages. */
function HousePanels({ houseId, house, onClear }: { houseId: number; house: SearchHouse | null; onClear: () => void }) {
  const { t } = useTranslation('search');
  const [tab, setTab] = useState<string | null>('receivable');
  return (
    <Stack gap="sm" data-testid="house-panels">
      <Paper withBorder p="sm" bg="blue.0">
        <Group justify="space-between">
          <Group gap="md">
            <Title order={5} data-testid="chosen-house">{t('chosen.title', { house: house ? `${house.code} ${house.name}` : `#${houseId}` })}</Title>
            {house ? <Text size="sm">{t('chosen.estate', { estate: house.estateName })}</Text> : null}
          </Group>
          <Button size="compact-sm" variant="subtle" onClick={onClear}>{t('chosen.clear')}</Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        <FollowList houseId={houseId} />
        <PanelList panel="complaint" houseId={houseId} estateId={null} size={5} />
        <PanelList panel="repair" houseId={houseId} estateId={null} size={5} />
        <PanelList panel="safety" houseId={houseId} estateId={null} size={5} />
      </SimpleGrid>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="receivable" data-testid="tab-receivable">{t('menu.receivable')}</Tabs.Tab>
          <Tabs.Tab value="billing" data-testid="tab-billing">{t('menu.billing')}</Tabs.Tab>
          <Tabs.Tab value="messages" data-testid="tab-messages">{t('menu.messages')}</Tabs.Tab>
          <Tabs.Tab value="invoices" data-testid="tab-invoices">{t('menu.invoices')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="receivable">
          <Embedded component="search/panel/receivable" title={t('menu.receivable')} />
        </Tabs.Panel>
        <Tabs.Panel value="billing">
          <Embedded component="search/panel/billing" title={t('menu.billing')} />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <Embedded component="search/panel/messages" title={t('menu.messages')} />
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <Embedded component="search/panel/invoices" title={t('menu.invoices')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** 综合查询 (search/named/index, and the body of /search): the search box and the chosen house's panels. */
export function NamedSearch() {
  const { t } = useTranslation('search');
  const [houseId, setHouseId] = useRouteHouse();
  const [house, setHouse] = useState<SearchHouse | null>(null);
  return (
    <Stack gap="sm" data-testid="named-search">
      <SearchBox
        onChoose={(h) => {
          setHouse(h);
          setHouseId(h.id);
        }}
      />
      {houseId ? (
        <HousePanels
          houseId={houseId}
          house={house?.id === houseId ? house : null}
          onClear={() => {
            setHouse(null);
            setHouseId(null);
          }}
        />
      ) : (
        <Alert color="gray" data-testid="choose-hint">{t('chosen.choose')}</Alert>
      )}
    </Stack>
  );
}

export default function NamedSearchScreen({ title }: ScreenProps) {
  const { t } = useTranslation('search');
  return (
    <Stack gap="sm" p="sm">
      <Title order={4}>{title || t('menu.named')}</Title>
      <NamedSearch />
    </Stack>
  );
}
