import { Alert, Button, Checkbox, Paper, Radio, Stack, Group, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ChartKey, WordMode } from '@pm/contracts';
import { codeSchemeRefusal, isPeriod } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartTemplates } from '../api/chart-templates';
import { MonthField } from '../../../shared/date-field';
import { useSetupBook } from '../api/setup-book';
import { today } from '../format';
import { errorText } from '../../../api/error-text';

/** 建账: the company has no book yet — pick 小企业会计准则 or 企业会计准则, the code scheme, the first period and the voucher words. */
export function BookSetupForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('accounting');
  const templates = useChartTemplates();
  const setup = useSetupBook();
  const [chart, setChart] = useState<ChartKey>('small');
  const [codeScheme, setCodeScheme] = useState('4-2-2');
  const [startPeriod, setStartPeriod] = useState(today().slice(0, 7));
  const [wordMode, setWordMode] = useState<WordMode>('single');
  const [renumber, setRenumber] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const schemeProblem = codeSchemeRefusal(codeScheme.trim());
  const save = async () => {
    setFailure(null);
    try {
      const book = await setup.mutateAsync({ chart, codeScheme: codeScheme.trim(), startPeriod, wordMode, renumberOnClose: renumber });
      notifications.show({ color: 'green', message: t('subjects.book.done', { chart: book.chartName, count: book.subjectCount }) });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Paper withBorder p="md" maw={640} data-testid="book-setup">
      <Stack gap="sm">
        <Title order={5}>{t('subjects.book.title')}</Title>
        <Text size="sm" c="dimmed">{t('subjects.book.hint')}</Text>
        <Radio.Group label={t('subjects.book.chart')} value={chart} onChange={(v) => setChart(v as ChartKey)}>
          <Stack gap={4} mt={4}>
            {(templates.data ?? []).map((tpl) => (
              <Radio key={tpl.key} value={tpl.key} label={t('subjects.book.chartOption', { name: tpl.name, count: tpl.subjectCount })} data-testid={`chart-${tpl.key}`} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput label={t('subjects.book.codeScheme')} description={t('subjects.book.codeSchemeHint')} value={codeScheme} onChange={(e) => setCodeScheme(e.currentTarget.value)} error={schemeProblem} w={200} data-testid="book-scheme" />
        <MonthField label={t('subjects.book.startPeriod')} value={startPeriod} onChange={setStartPeriod} required w={200} data-testid="book-start" />
        <Radio.Group label={t('subjects.book.words')} value={wordMode} onChange={(v) => setWordMode(v as WordMode)}>
          <Group gap="md" mt={4}>
            <Radio value="single" label={t('subjects.book.single')} />
            <Radio value="split" label={t('subjects.book.split')} />
          </Group>
        </Radio.Group>
        <Checkbox label={t('subjects.book.renumber')} checked={renumber} onChange={(e) => setRenumber(e.currentTarget.checked)} />
        {failure ? <Alert color="red" data-testid="book-error">{failure}</Alert> : null}
        {readOnly ? null : (
          <Group>
            <Button loading={setup.isPending} disabled={!!schemeProblem || !isPeriod(startPeriod)} onClick={() => void save()} data-testid="book-save">{t('subjects.book.save')}</Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
