import { Alert, Button, Center, Divider, Drawer, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkOrder, type WorkOrderDetail } from '../api/workorders';
import { AssignDialog } from './assign-dialog';
import { errorText } from '../../../api/error-text';
import { MaterialsTable } from './materials-table';
import { OrderFacts } from './order-facts';
import { OrderPhotos } from './order-photos';
import { deskSteps, type DeskStep } from './order-steps';
import { OrderTimeline } from './order-timeline';
import { SlaClocks } from './sla-clocks';
import { StepDialog } from './step-dialog';
import { useStepRunner } from './use-step-runner';

function DeskActions({ order, readOnly }: { order: WorkOrderDetail; readOnly: boolean }) {
  const { t } = useTranslation('workorders');
  const [dialog, setDialog] = useState<DeskStep | null>(null);
  const runner = useStepRunner(order, () => setDialog(null));
  const steps = readOnly ? [] : deskSteps(order.state);
  return (
    <>
      {steps.length > 0 ? (
        <Group gap="xs">
          {steps.map((s) => (
            <Button key={s} variant={s === 'assign' ? 'filled' : 'light'} color={s === 'cancel' ? 'red' : undefined} onClick={() => { runner.setFailure(null); setDialog(s); }} data-testid={`wo-action-${s}`}>
              {t(`actions.${s}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      {runner.failure ? <Alert color="red" data-testid="wo-step-error">{runner.failure}</Alert> : null}
      {dialog === 'assign' || dialog === 'transfer' ? <AssignDialog mode={dialog} teamId={order.teamId} onSubmit={runner.submit} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' || dialog === 'urge' || dialog === 'visit' ? <StepDialog action={dialog} onSubmit={runner.submit} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

/** One order for the dispatcher: facts, the SLA clocks, the dispatcher's steps, photos, materials and the timeline. */
export function OrderDrawer({ id, readOnly, onClose }: { id: number; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('workorders');
  const detail = useWorkOrder(id);
  const order = detail.data;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('drawer.title')} data-testid="wo-drawer">
      {detail.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : detail.error ? (
        <Alert color="red">{errorText(detail.error)}</Alert>
      ) : order ? (
        <Stack gap="sm">
          <OrderFacts order={order} />
          <DeskActions order={order} readOnly={readOnly} />
          <Divider label={t('drawer.clocks')} labelPosition="left" />
          <SlaClocks clocks={order.clocks} />
          <Divider label={t('drawer.photos')} labelPosition="left" />
          <OrderPhotos photos={order.photos} />
          <Divider label={t('drawer.materials')} labelPosition="left" />
          <MaterialsTable materials={order.materials} />
          <Divider label={t('drawer.timeline')} labelPosition="left" />
          <OrderTimeline events={order.events} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
