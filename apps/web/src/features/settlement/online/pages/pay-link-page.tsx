import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorText } from '../../components/error-message';
import { usePayLink } from '../api/pay-link';
import { PayLinkAction } from '../components/pay-link-action';
import { PayLinkLines } from '../components/pay-link-lines';
import { payLinkStatus } from '../pay-order-status';
import { useNow } from '../use-now';

/**
 * /pay/:token, the owner's page of a 收款链接 (no sign-in; a phone first, 375 px): the estate and house, the fees and
 * their total, and 去支付; read again every few seconds while open, so the payment shows on coming back.
 */
export function PayLinkPage() {
  const { t } = useTranslation('settlement-online');
  const token = useParams().token ?? '';
  const link = usePayLink(token);
  const now = useNow(link.data?.state === 'open', 5_000);
  return (
    <Box bg="gray.0" mih="100vh" px="sm" py="md">
      <Stack gap="sm" maw={480} mx="auto" data-testid="pay-link-page">
        <Title order={4} ta="center">
          {t('owner.title')}
        </Title>
        {link.isPending ? (
          <Center p="xl">
            <Loader size="sm" />
          </Center>
        ) : null}
        {link.error && !link.data ? (
          <Alert color="red" data-testid="pay-link-error">
            {errorText(link.error)}
          </Alert>
        ) : null}
        {link.data ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <div>
                <Text size="sm" c="dimmed" data-testid="pay-link-estate">
                  {link.data.estateName}
                </Text>
                <Text fw={700} size="lg" data-testid="pay-link-house">
                  {link.data.houseName}
                </Text>
              </div>
              <PayLinkLines link={link.data} />
              <PayLinkAction token={token} link={link.data} status={payLinkStatus(link.data, now)} />
            </Stack>
          </Paper>
        ) : null}
        {link.data?.state === 'open' ? (
          <Group justify="center">
            <Button
              variant="subtle"
              size="xs"
              loading={link.isFetching}
              onClick={() => void link.refetch()}
              data-testid="pay-link-refresh"
            >
              {t('owner.refresh')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Box>
  );
}
