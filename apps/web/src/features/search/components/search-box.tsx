import { Badge, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SearchHit, SearchHouse } from '@pm/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from '../api/search';
import { errorText } from './error-text';

/** How long the box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function HitRow({ hit, onChoose }: { hit: SearchHit; onChoose: (house: SearchHouse) => void }) {
  const { t } = useTranslation('search');
  const only = hit.houses.length === 1 ? hit.houses[0] : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" py={4} px="xs" data-testid={`hit-${hit.kind}`} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <UnstyledButton onClick={only ? () => onChoose(only) : undefined} disabled={!only} style={{ flex: 1 }}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>{hit.label}</Text>
          {hit.phone ? <Text size="sm" c="dimmed">{hit.phone}</Text> : null}
        </Group>
      </UnstyledButton>
      <Group gap={4} justify="flex-end">
        {hit.houses.length === 0 ? <Text size="xs" c="dimmed">{t('box.noHouse')}</Text> : null}
        {hit.kind !== 'house'
          ? hit.houses.map((h) => (
              <Badge key={h.id} variant="light" style={{ cursor: 'pointer' }} onClick={() => onChoose(h)} data-testid="hit-house">
                {h.estateName} {h.code}
              </Badge>
            ))
          : only ? <Text size="xs" c="dimmed">{only.estateName}</Text> : null}
      </Group>
    </Group>
  );
}

/** The search box: answers as the user types (debounced), hits grouped by kind; choosing one gives its house. */
export function SearchBox({ onChoose }: { onChoose: (house: SearchHouse) => void }) {
  const { t } = useTranslation('search');
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const result = useSearch(debounced);
  const asked = debounced.trim().length > 0;
  const groups = result.data?.groups ?? [];
  return (
    <Stack gap="xs" data-testid="search-box">
      <TextInput
        size="md"
        aria-label={t('box.label')}
        placeholder={t('box.placeholder')}
        leftSection={<IconSearch size={18} />}
        rightSection={result.isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="search-input"
      />
      {!asked ? null : result.isError ? (
        <Text size="sm" c="red">{t('error', { msg: errorText(result.error) })}</Text>
      ) : result.isPending ? (
        <Text size="sm" c="dimmed">{t('box.searching')}</Text>
      ) : groups.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="search-empty">{t('box.empty')}</Text>
      ) : (
        <Paper withBorder p="xs" data-testid="search-results">
          <Stack gap="xs">
            {groups.map((g) => (
              <Stack key={g.kind} gap={0} data-testid={`group-${g.kind}`}>
                <Text size="xs" fw={700} c="blue.8">{t(`kind.${g.kind}`)}</Text>
                {g.hits.map((hit) => <HitRow key={`${hit.kind}-${hit.id}`} hit={hit} onChoose={onChoose} />)}
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
