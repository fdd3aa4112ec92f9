import { Affix, ActionIcon, Select, Stack, Text, Tooltip } from '@mantine/core';
import { getHelpDocs } from '@pm/contracts';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { HELP_ITEMS_DELAY_MS, MODAL_SIZES } from '../../../shared/config';
import { DraggableModal } from '../../../shared/draggable-modal';
import { SafeHtml } from '../../../shared/safe-html';

/**
 * AI help: a floating icon when the current menu has help items (asked 150 ms after the screen
 * changes); the modal 您想知道什么？ (260x400) with a drop-down of items and the chosen remark.
 * Switching screens resets it.
 */
export function AiHelp({ menuId }: { menuId: number | undefined }) {
  const { t } = useTranslation('shell');
  const [asked, setAsked] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    setOpened(false);
    setChosen(null);
    setAsked(null);
    if (!menuId) return;
    const timer = setTimeout(() => setAsked(menuId), HELP_ITEMS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [menuId]);

  const items = useQuery({
    queryKey: ['help-docs', asked],
    queryFn: ({ signal }) => api(getHelpDocs, { menu: asked ?? 0 }, signal),
    enabled: asked !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const list = asked === menuId ? (items.data ?? []) : [];
  if (list.length === 0) return null;
  const item = list.find((i) => String(i.id) === chosen);
  return (
    <>
      <Affix position={{ bottom: 48, right: 24 }} zIndex={180}>
        <Tooltip label={t('help.title')}>
          <ActionIcon size={44} radius="xl" variant="filled" color="teal" onClick={() => setOpened(true)} data-testid="ai-help-icon" aria-label={t('help.title')}>
            <IconMessageQuestion size={24} />
          </ActionIcon>
        </Tooltip>
      </Affix>
      <DraggableModal opened={opened} onClose={() => setOpened(false)} title={t('help.title')} w={MODAL_SIZES.aiHelp.w} h={MODAL_SIZES.aiHelp.h} testId="ai-help-modal">
        <Stack gap="xs">
          <Select size="xs" placeholder={t('help.pick')} data={list.map((i) => ({ value: String(i.id), label: i.name || i.title }))} value={chosen} onChange={setChosen} comboboxProps={{ withinPortal: false }} />
          {item ? (
            <SafeHtml html={item.remark} fz="xs" />
          ) : (
            <Text size="xs" c="dimmed">{t('help.hint')}</Text>
          )}
        </Stack>
      </DraggableModal>
    </>
  );
}
