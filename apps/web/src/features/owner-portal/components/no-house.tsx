import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SIGNED_IN_NS } from '../i18n-ns';

/** A phone that reaches no house yet: why, and 认证房屋. */
export function NoHouse() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const navigate = useNavigate();
  return (
    <Stack align="center" gap="sm" py={48} px="md" ta="center" data-testid="owner-no-house">
      <Title order={5}>{t('bills.noHouse')}</Title>
      <Text size="sm" c="dimmed">
        {t('bills.noHouseHint')}
      </Text>
      <Button onClick={() => void navigate('/owner/me/bind')} data-testid="owner-no-house-bind">
        {t('bills.bind')}
      </Button>
    </Stack>
  );
}
