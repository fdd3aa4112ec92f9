import { Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askExportPurpose, confirmDialog, deleteConfirm, systemTip } from '../../shared/dialogs';
import { DraggableModal } from '../../shared/draggable-modal';
import type { ScreenProps } from '../../shared/screen';

/** /uicomponent: the shell's shared dialogs, as screens use them, with their answers. */
export function UiComponentPage({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('—');
  const [drag, setDrag] = useState(false);
  const show = (v: unknown) => setAnswer(JSON.stringify(v));
  return (
    <Stack data-testid="ui-component">
      <Title order={4}>{title}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">{t('ui.dialogs')}</Text>
          <Group>
            <Button onClick={() => void systemTip(t('ui.tipText')).then(show)} data-testid="open-system-tip">{t('ui.systemTip')}</Button>
            <Button onClick={() => void confirmDialog({ message: t('ui.confirmText') }).then(show)} data-testid="open-confirm">{t('ui.confirm')}</Button>
            <Button color="red" onClick={() => void deleteConfirm().then(show)} data-testid="open-delete-confirm">{t('ui.deleteConfirm')}</Button>
            <Button variant="light" onClick={() => void askExportPurpose().then(show)} data-testid="open-export-purpose">{t('ui.exportPurpose')}</Button>
            <Button variant="outline" onClick={() => setDrag(true)} data-testid="open-draggable">{t('ui.draggable')}</Button>
          </Group>
        </Paper>
        <Paper withBorder p="md">
          <Text fw={600} mb="sm">{t('ui.answer')}</Text>
          <Code block data-testid="dialog-answer">{answer}</Code>
        </Paper>
      </SimpleGrid>
      <DraggableModal opened={drag} onClose={() => setDrag(false)} title={t('ui.draggable')} w={390} h={230} testId="draggable-demo">
        <Text size="sm">{t('ui.dragText')}</Text>
      </DraggableModal>
    </Stack>
  );
}
