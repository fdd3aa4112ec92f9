import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BindingForm } from '../components/binding-form';
import { SIGNED_IN_NS } from '../i18n-ns';

/** /owner/me/bind (认证房屋): the application form; once sent, back to 我的 where it shows as 待审核. */
export function BindPage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const navigate = useNavigate();
  return (
    <Stack gap="sm" data-testid="owner-bind">
      <Anchor component={Link} to="/owner/me" size="sm">
        {`‹ ${t('bind.back')}`}
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <Title order={5}>{t('bind.title')}</Title>
        <Text size="xs" c="dimmed" mb="md">
          {t('bind.hint')}
        </Text>
        <BindingForm onDone={() => void navigate('/owner/me', { replace: true, state: { applied: true } })} />
      </Paper>
    </Stack>
  );
}
