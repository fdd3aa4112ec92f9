import { Paper, Stack, Text } from '@mantine/core';
import type { OpeningSource } from '@pm/contracts';
import { useCallback, useState } from 'react';
import { useOpeningTranslation } from './opening-ns';
import { CheckCard } from './check-card';
import { errorText } from '../../../../api/error-text';
import { useOpeningList } from './opening-api';
import { OpeningDetail } from './opening-detail';
import { OpeningHistory } from './opening-history';
import { shownImport } from './opening-logic';
import { TemplateCard } from './template-card';

/**
 * 期初导入 (issue 28): source and template, the check of a file, the checked import's preview and
 * 确认导入, its progress and result, and the company's imports. `readOnly` disables every write.
 */
export default function OpeningTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useOpeningTranslation();
  const [source, setSource] = useState<OpeningSource>('template');
  const [picked, setPicked] = useState<number | null>(null);
  // the import a check just staged: its preview is scrolled into view
  const [checkedId, setCheckedId] = useState<number | null>(null);
  const list = useOpeningList();
  const rows = list.data?.rows ?? [];
  const shown = shownImport(picked, rows);
  const onChecked = useCallback((id: number) => {
    setPicked(id);
    setCheckedId(id);
  }, []);

  return (
    <Stack gap="sm" data-testid="opening-tab">
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('opening.intro')}
          </Text>
          <TemplateCard source={source} onSource={setSource} />
          <CheckCard source={source} readOnly={readOnly} onChecked={onChecked} />
        </Stack>
      </Paper>
      {shown !== null ? (
        <OpeningDetail key={shown} id={shown} readOnly={readOnly} reveal={shown === checkedId} />
      ) : null}
      <Stack gap={4}>
        <Text fw={500}>{t('opening.historyTitle')}</Text>
        <Text size="xs" c="dimmed">
          {t('opening.historyHint')}
        </Text>
        <OpeningHistory
          rows={rows}
          loading={list.isPending}
          error={list.isError ? errorText(list.error) : undefined}
          selected={shown}
          onOpen={setPicked}
        />
      </Stack>
    </Stack>
  );
}
