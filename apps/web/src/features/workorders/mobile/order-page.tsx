import { Alert, Anchor, Button, Center, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useWorkOrder, type WorkOrderDetail } from '../api/workorders';
import { errorText } from '../../../api/error-text';
import { OrderFacts } from '../components/order-facts';
import { OrderPhotos } from '../components/order-photos';
import { fieldSteps, type FieldStep } from '../components/order-steps';
import { OrderTimeline } from '../components/order-timeline';
import { SlaClocks } from '../components/sla-clocks';
import { StepDialog } from '../components/step-dialog';
import { useStepRunner } from '../components/use-step-runner';
import { FinishForm } from './finish-form';
import { PauseDialog } from './pause-dialog';

/** A map search of the house's name (高德's URI API: opens the app on a phone, the web map elsewhere). */
export const mapLink = (place: string) => `https://uri.amap.com/search?keyword=${encodeURIComponent(place)}`;

/** Steps done with one tap; the others ask first (挂起 why, 退单 why, 完工 the form). */
const ONE_TAP = ['accept', 'arrive', 'start', 'resume'] as const;
type OneTap = (typeof ONE_TAP)[number];
const oneTap = (step: FieldStep): step is OneTap => (ONE_TAP as readonly string[]).includes(step);

function Steps({ order }: { order: WorkOrderDetail }) {
  const { t } = useTranslation('workorders');
  const [asking, setAsking] = useState<FieldStep | null>(null);
  const runner = useStepRunner(order, () => setAsking(null));
  const [failure, setFailure] = useState<string | null>(null);
  const steps = fieldSteps(order);
  const tap = async (step: FieldStep) => {
    setFailure(null);
    runner.setFailure(null);
    if (!oneTap(step)) return setAsking(step);
    try {
      await runner.submit({ action: step, body: {} });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  if (asking === 'finish') return <FinishForm onSubmit={runner.submit} onCancel={() => setAsking(null)} />;
  return (
    <Stack gap="xs">
      {steps.map((s) => (
        <Button key={s} size="lg" fullWidth variant={s === 'return' ? 'light' : 'filled'} color={s === 'return' ? 'red' : s === 'finish' ? 'green' : s === 'pause' ? 'orange' : undefined} loading={runner.pending && asking === null && oneTap(s)} onClick={() => void tap(s)} data-testid={`m-step-${s}`}>
          {t(`actions.${s}`)}
        </Button>
      ))}
      {(failure ?? runner.failure) ? <Alert color="red" data-testid="m-step-error">{failure ?? runner.failure}</Alert> : null}
      {asking === 'pause' ? <PauseDialog onSubmit={runner.submit} onClose={() => setAsking(null)} /> : null}
      {asking === 'return' ? <StepDialog action="return" onSubmit={runner.submit} onClose={() => setAsking(null)} /> : null}
    </Stack>
  );
}

/** /m/workorders/:id: the order for the technician — facts, the house with 导航, the clock, the next steps, the timeline. */
export function OrderPage() {
  const { t } = useTranslation('workorders');
  const id = Number(useParams().id);
  const detail = useWorkOrder(Number.isInteger(id) && id > 0 ? id : null);
  const order = detail.data;
  if (detail.isPending) return <Center p="lg"><Loader size="sm" /></Center>;
  if (detail.error) return <Alert color="red">{errorText(detail.error)}</Alert>;
  if (!order) return null;
  return (
    <Stack gap="sm" data-testid="m-order">
      <OrderFacts order={order} cols={2} />
      {order.houseName ? (
        <Group gap="xs">
          <Text size="sm">{order.houseName}</Text>
          <Anchor href={mapLink(order.houseName)} target="_blank" rel="noreferrer" size="sm" data-testid="m-navigate">{t('mobile.navigate')}</Anchor>
          {order.phone ? <Anchor href={`tel:${order.phone}`} size="sm">{t('mobile.call')}</Anchor> : null}
        </Group>
      ) : null}
      <SlaClocks clocks={order.clocks} compact />
      <Steps order={order} />
      <Divider label={t('drawer.photos')} labelPosition="left" />
      <OrderPhotos photos={order.photos} />
      <Divider label={t('drawer.timeline')} labelPosition="left" />
      <OrderTimeline events={order.events} />
    </Stack>
  );
}
