import { Button, Group, Modal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// The refusal is kept outside the layouts: a refused item opened from /search (no layout) or a
// refused visit that navigates back to /search must still show why.
type Listener = () => void;
const listeners = new Set<Listener>();
let message: string | null = null;

function set(next: string | null): void {
  message = next;
  for (const l of listeners) l();
}
function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Shows why a menu item does not open (the spec's modal text, or 暂未开通). */
export function showMenuRefusal(text: string): void {
  set(text);
}

/** The 系统提示 modal of a refused menu item, drawn once by the signed-in app. */
export function MenuRefusalModal() {
  const { t } = useTranslation();
  const text = useSyncExternalStore(subscribe, () => message);
  const close = () => set(null);
  return (
    <Modal opened={text !== null} onClose={close} title={t('dialog.systemTip')} centered size={390} data-testid="menu-state-modal">
      <Text mb="md">{text}</Text>
      <Group justify="flex-end">
        <Button onClick={close}>{t('dialog.ok')}</Button>
      </Group>
    </Modal>
  );
}
