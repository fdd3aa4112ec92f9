import { Alert, Badge, Button, Card, Center, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { patrolScanUrl } from '@pm/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { usePatrolPoints } from '../api/patrol-points';
import { PrintView } from '../../../shared/print-view';
import { QrImage } from '../../../shared/qr-image';
import { QrLabelSheet } from '../components/qr-label-sheet';

/**
 * 巡检点二维码: the points each patrol plan (route) names, with their QR codes; tick routes and
 * print an A4 sheet of labels to stick at the points.
 */
export default function QrcodeScreen({ title }: ScreenProps) {
  const { t } = useTranslation('patrol');
  const points = usePatrolPoints();
  const plans = useMemo(() => points.data ?? [], [points.data]);
  const [picked, setPicked] = useState<Set<number> | null>(null);
  const chosen = picked ?? new Set(plans.map((p) => p.planId));
  const [printing, setPrinting] = useState(false);
  const toPrint = plans.filter((p) => chosen.has(p.planId));
  const count = toPrint.reduce((n, p) => n + p.points.length, 0);
  const toggle = (planId: number) => {
    const next = new Set(chosen);
    if (next.has(planId)) next.delete(planId);
    else next.add(planId);
    setPicked(next);
  };

  return (
    <Stack gap="sm" p="sm" data-testid="qrcode-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('title')}</Title>
        <Group>
          <Text size="sm" c="dimmed">{t('chosen', { count })}</Text>
          <Button leftSection={<IconPrinter size={16} />} disabled={count === 0} onClick={() => setPrinting(true)} data-testid="qr-print">{t('printLabels')}</Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">{t('hint')}</Text>
      {points.error ? <Alert color="red">{points.error.message}</Alert> : null}
      {points.isPending ? (
        <Center p="xl"><Loader /></Center>
      ) : plans.length === 0 ? (
        <Center p="xl"><Text c="dimmed" data-testid="qr-empty">{t('empty')}</Text></Center>
      ) : (
        plans.map((plan) => (
          <Card withBorder key={plan.planId} data-testid="qr-plan">
            <Group justify="space-between" mb="xs">
              <Checkbox checked={chosen.has(plan.planId)} onChange={() => toggle(plan.planId)} label={<Text fw={600}>{plan.planName}</Text>} data-testid="qr-plan-pick" />
              <Group gap="xs">
                <Text size="sm" c="dimmed">{t('route')}：{plan.route}</Text>
                <Badge variant="light">{t('pointCount', { count: plan.points.length })}</Badge>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
              {plan.points.map((p) => (
                <Stack key={p.pointId} gap={2} align="center" data-testid="qr-point">
                  <QrImage text={patrolScanUrl(location.origin, p.code)} size={96} alt={p.name} />
                  <Text size="sm" fw={500}>{p.name}</Text>
                  <Text size="xs" c="dimmed">{p.pointId}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Card>
        ))
      )}
      {printing ? (
        <PrintView testId="patrol-print-view" title={t('sheetTitle')} onClose={() => setPrinting(false)}>
          <QrLabelSheet plans={toPrint} />
        </PrintView>
      ) : null}
    </Stack>
  );
}
