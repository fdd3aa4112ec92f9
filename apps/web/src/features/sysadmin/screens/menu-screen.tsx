import { Alert, Badge, Center, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import type { PurchaseNode } from '@pm/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import { PageLoader } from '../../../shared/page-loader';
import type { ScreenProps } from '../../../shared/screen';
import { useCompanyPurchases, useSetMenuPurchase, useTenantCompanies } from '../api/sysadmin-queries';
import { catalogueCentres, matches } from '../catalogue';

/** 菜单管理: the catalogue per centre and, for the chosen company, what it bought (buy or withdraw an item). */
export default function MenuScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const companies = useTenantCompanies();
  const [picked, setPicked] = useState<string | null>(null);
  const companyId = picked ?? (companies.data?.[0] ? String(companies.data[0].id) : null);
  const purchases = useCompanyPurchases(companyId === null ? null : Number(companyId));
  const setPurchase = useSetMenuPurchase();
  const [keyword, setKeyword] = useState('');
  const centres = useMemo(() => catalogueCentres(purchases.data?.nodes ?? []), [purchases.data]);
  const [tab, setTab] = useState<string | null>(null);
  const activeTab = tab ?? (centres[0] ? String(centres[0].centre.id) : null);

  async function toggle(item: PurchaseNode) {
    const data = purchases.data;
    if (!data) return;
    const bought = !item.bought;
    const ok = await confirmDialog({
      title: t(bought ? 'menu.buy' : 'menu.withdraw'),
      message: t(bought ? 'menu.buyConfirm' : 'menu.withdrawConfirm', { company: data.companyName, item: item.title }),
    });
    if (!ok) return;
    await setPurchase.mutateAsync({ companyId: data.companyId, menuId: item.id, bought });
    notifications.show({ color: 'green', message: t(bought ? 'menu.bought' : 'menu.withdrawn', { item: item.title }) });
  }

  const query = keyword.trim();
  return (
    <Paper p="md" data-testid="sysadmin-menu">
      <Group justify="space-between" mb="md">
        <Title order={4}>{title || t('menu.title')}</Title>
        <Group>
          <Select
            data-testid="menu-company"
            aria-label={t('menu.company')}
            placeholder={t('menu.company')}
            data={(companies.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name}（${c.code}）` }))}
            value={companyId}
            onChange={setPicked}
            searchable
            allowDeselect={false}
            w={280}
          />
          <TextInput
            leftSection={<IconSearch size={16} />}
            placeholder={t('menu.search')}
            aria-label={t('menu.search')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            w={220}
          />
        </Group>
      </Group>
      {companies.isPending || (companyId !== null && purchases.isPending) ? (
        <PageLoader h={240} />
      ) : companies.isError || purchases.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : centres.length === 0 ? (
        <Center h={200}>
          <Text c="dimmed">{t('menu.empty')}</Text>
        </Center>
      ) : (
        <Tabs value={activeTab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            {centres.map(({ centre, bought, total }) => (
              <Tabs.Tab key={centre.id} value={String(centre.id)} rightSection={<Badge size="xs" variant="light">{`${bought}/${total}`}</Badge>}>
                {centre.title}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {centres.map(({ centre, groups }) => (
            <Tabs.Panel key={centre.id} value={String(centre.id)}>
              <Stack gap="md">
                {groups
                  .map((g) => ({ ...g, items: g.items.filter((i) => matches(i, query)) }))
                  .filter((g) => g.items.length > 0)
                  .map(({ group, items }) => (
                    <div key={group.id}>
                      <Text fw={600} size="sm" mb={6}>
                        {group.title}
                      </Text>
                      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="xs">
                        {items.map((item) => (
                          <Checkbox
                            key={item.id}
                            data-testid={`purchase-${item.id}`}
                            checked={item.bought}
                            disabled={readOnly || setPurchase.isPending}
                            onChange={() => void toggle(item)}
                            label={item.title}
                            description={item.remark}
                          />
                        ))}
                      </SimpleGrid>
                    </div>
                  ))}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Paper>
  );
}
