import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMyRequests } from '../api/requests';
import { RequestCard } from '../components/request-card';
import { usePortal } from '../portal-context';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** /owner/requests (报事): 我要报事 and the owner's 报修 / 投诉, newest first as the server lists them. */
export function RequestsPage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const { house } = usePortal();
  const navigate = useNavigate();
  const requests = useMyRequests();
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  return (
    <Stack gap="sm" data-testid="owner-requests">
      {sent ? (
        <Alert color="green" data-testid="owner-request-sent">
          {t('requestForm.done')}
        </Alert>
      ) : null}
      <Button leftSection={<IconPlus size={18} />} disabled={!house} onClick={() => void navigate('/owner/requests/new')} data-testid="owner-request-new">
        {t('requests.new')}
      </Button>
      {requests.isPending ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : null}
      {requests.error ? <Alert color="red">{errorText(requests.error)}</Alert> : null}
      {requests.data?.length === 0 ? (
        <Stack align="center" gap={4} py={40} data-testid="owner-requests-none">
          <Title order={5}>{t('requests.none')}</Title>
          <Text size="sm" c="dimmed" ta="center">
            {t('requests.noneHint')}
          </Text>
        </Stack>
      ) : null}
      {(requests.data ?? []).map((r) => (
        <RequestCard key={r.id} request={r} />
      ))}
    </Stack>
  );
}
