import { Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from '../../shared/screen';
import { useUser } from '../../shared/session';
import type { ShellData } from '../shell-data';

/** /superAdmin: system management, the landing page of the system-management route set. */
export function SuperAdminPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const data = useQueryClient().getQueryData<ShellData>(['shell']);
  const routes = data?.routes ?? [];
  return (
    <Stack data-testid="super-admin">
      <Title order={4}>{title}</Title>
      <Text c="dimmed">{t('superAdmin.welcome', { name: user?.name ?? '' })}</Text>
      {routes.length === 0 ? (
        <Text c="dimmed">{t('nav.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4, lg: 6 }}>
          {routes.map((r) => (
            <UnstyledButton key={r.name} onClick={() => void navigate(r.path)}>
              <Paper withBorder p="sm">
                <Text size="sm">{r.title}</Text>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
