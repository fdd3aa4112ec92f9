import { Badge, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { HelpMenuEntry } from '@pm/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { localText } from '../../../i18n';

/** The catalogue's screens with their help counts, filtered by a keyword; one is chosen. */
export function HelpMenuList({ menus, loading, chosen, onChoose }: { menus: HelpMenuEntry[]; loading: boolean; chosen: number | null; onChoose: (m: HelpMenuEntry) => void }) {
  const { t } = useTranslation('help');
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const word = keyword.trim();
    return word ? menus.filter((m) => m.title.includes(word) || m.place.includes(word)) : menus;
  }, [menus, keyword]);
  return (
    <Stack gap="xs" h="100%">
      <TextInput leftSection={<IconSearch size={14} />} placeholder={t('items.searchMenu')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="help-menu-search" />
      <ScrollArea h={560}>
        {loading ? (
          <PageLoader h={200} />
        ) : shown.length === 0 ? (
          <Text size="sm" c="dimmed">{t('items.noMenu')}</Text>
        ) : (
          shown.map((m) => (
            <NavLink
              key={m.menuId}
              active={m.menuId === chosen}
              label={localText(m.title)}
              description={localText(m.place)}
              rightSection={m.count > 0 ? <Badge size="sm" variant="light">{m.count}</Badge> : null}
              onClick={() => onChoose(m)}
              data-testid="help-menu"
              data-menu-id={m.menuId}
            />
          ))
        )}
      </ScrollArea>
    </Stack>
  );
}
