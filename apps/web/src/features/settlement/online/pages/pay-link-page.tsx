import { Alert, Box, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorText } from '../../../../api/error-text';
import { amountText } from '../../format';
import { usePayLink } from '../api/pay-link';
import { PayLinkAction } from '../components/pay-link-action';
import { PayLinkLines } from '../components/pay-link-lines';
import { payLinkStatus } from '../pay-order-status';
import { useNow } from '../../../../shared/use-now';

/**
 * /pay/:token, the owner's page of a 收款链接 (no sign-in; a phone first, 375 px): the estate and house, the fees and
 * their total, and 去支付 above the fold; read again every few seconds while open, so the payment shows on coming back.
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
              <Group justify="space-between" align="baseline">
                <Text fw={600}>{t('owner.total')}</Text>
                <Text
                  fw={700}
                  size="xl"
                  ff="monospace"
                  data-testid="pay-link-amount"
                >{`¥ ${amountText(link.data.amount)}`}</Text>
              </Group>
              <PayLinkAction
                token={token}
                link={link.data}
                status={payLinkStatus(link.data, now)}
                onRefresh={() => void link.refetch()}
              />
            </Stack>
          </Paper>
        ) : null}
        {link.data ? (
          <Paper withBorder radius="md" p="md">
            <PayLinkLines link={link.data} />
          </Paper>
        ) : null}
      </Stack>
    </Box>
  );
}
