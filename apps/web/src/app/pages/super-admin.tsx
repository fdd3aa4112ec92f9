import { Badge, Card, Center, Group, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../shared/screen';
import { useUser } from '../../shared/session';
import type { ShellData } from '../shell-data';
import { filterGroups, systemGroups, type SystemCard } from './system-groups';

/** /superAdmin: system management, the landing page of the system-management route set (sa, super). */
export function SuperAdminPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const data = useQueryClient().getQueryData<ShellData>(['shell']);
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const menuGroups = data ? [...data.centres.flatMap((c) => c.children), ...data.tree.flatMap((n) => n.children)] : [];
    return systemGroups(menuGroups, data?.routes ?? []);
  }, [data]);
  const shown = filterGroups(groups, query);

  const card = (c: SystemCard) => {
    const open = c.usable && c.path ? c.path : undefined;
    return (
      <UnstyledButton
        key={c.menuId}
        disabled={!open}
        onClick={() => open && void navigate(open)}
        data-testid={`system-card-${c.menuId}`}
        style={{ opacity: open ? 1 : 0.55, cursor: open ? 'pointer' : 'not-allowed' }}
      >
        <Card withBorder padding="sm" h="100%">
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Text size="sm" fw={600}>
              {c.title}
            </Text>
            {!open && (
              <Badge size="xs" color="gray" variant="light">
                {t('superAdmin.unavailable')}
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
