import { Badge, Card, Center, Group, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../shared/screen';
import { useUser } from '../../shared/session';
import { useMenuGate } from '../menu/use-menu-gate';
import type { ShellData } from '../shell-data';
import { filterGroups, systemGroups, type SystemCard } from './system-groups';

/** /superAdmin: system management, the landing page of the system-management route set (sa, super). */
export function SuperAdminPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const data = useQueryClient().getQueryData<ShellData>(['shell']);
  const [query, setQuery] = useState('');
  const gate = useMenuGate();
  const groups = useMemo(() => {
    const menuGroups = data ? [...data.centres.flatMap((c) => c.children), ...data.tree.flatMap((n) => n.children)] : [];
    return systemGroups(menuGroups, data?.routes ?? []);
  }, [data]);
  const shown = filterGroups(groups, query);

  // Every card answers a click: a usable one opens, an unauthorised one opens read-only, one not bought says 暂未开通.
  const card = (c: SystemCard) => {
    const mark = c.usable ? null : c.state === undefined ? t('superAdmin.unavailable') : t('nav.readOnly');
    return (
      <UnstyledButton
        key={c.menuId}
        onClick={() => gate(c.state) && c.path && void navigate(c.path)}
        data-testid={`system-card-${c.menuId}`}
        style={{ opacity: c.usable ? 1 : 0.55 }}
      >
        <Card withBorder padding="sm" h="100%">
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text size="sm" fw={600}>
              {c.title}
            </Text>
            {mark && (
              <Badge size="xs" color={c.state === undefined ? 'gray' : 'orange'} variant="light">
                {mark}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" mt={4} lineClamp={2}>
            {c.remark}
          </Text>
        </Card>
      </UnstyledButton>
    );
  };

  return (
    <Stack data-testid="super-admin">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={4}>{title}</Title>
          <Text c="dimmed" size="sm">
            {t('superAdmin.welcome', { name: user?.name ?? '' })}
          </Text>
        </div>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('superAdmin.search')}
          aria-label={t('superAdmin.search')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={280}
        />
      </Group>
      {groups.length === 0 ? (
        <Center h={160}>
          <Text c="dimmed">{t('nav.empty')}</Text>
        </Center>
      ) : shown.length === 0 ? (
        <Center h={160}>
          <Text c="dimmed">{t('superAdmin.noMatch')}</Text>
        </Center>
      ) : (
        shown.map((g) => (
          <Stack key={g.id} gap={6} data-testid={`system-group-${g.id}`}>
            <Group gap="xs" align="baseline">
              <Title order={5}>{g.title}</Title>
              <Text size="xs" c="dimmed">
                {g.remark}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="sm">
              {g.cards.map(card)}
            </SimpleGrid>
          </Stack>
        ))
      )}
    </Stack>
  );
}
