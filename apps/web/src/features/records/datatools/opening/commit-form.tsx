import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useOpeningTranslation } from './opening-ns';
import { chinaToday } from '../../../../shared/china-date';
import { DateField } from '../../../../shared/date-field';
import { confirmDialog } from '../../../../shared/dialogs';
import { errorText } from '../../../../api/error-text';
import { useCommitOpening, useCounterSubjects, useDiscardOpening } from './opening-api';
import { counterSubjectOptions, defaultCounterSubject } from './opening-logic';

interface Props {
  id: number;
  readOnly: boolean;
}

/**
 * 确认导入 of a checked file: the go-live day (today in China unless changed) and the subject the
 * opening voucher balances against (未分配利润 when the chart has it); or 放弃 the file.
 */
export function CommitForm({ id, readOnly }: Props) {
  const { t } = useOpeningTranslation();
  const subjects = useCounterSubjects();
  const commit = useCommitOpening();
  const discard = useDiscardOpening();
  const [asOf, setAsOf] = useState(chinaToday());
  // undefined: not touched, the chart's default applies once the subjects are read
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const [tried, setTried] = useState(false);
  const list = subjects.data?.subjects;
  const options = useMemo(() => counterSubjectOptions(list ?? []), [list]);
  const counter = (picked === undefined ? defaultCounterSubject(list ?? []) : picked) ?? '';
  const busy = commit.isPending || discard.isPending;
  const failure = commit.error ?? discard.error;

  const submit = () => {
    setTried(true);
    if (!asOf || !counter.trim()) return;
    commit.mutate({ id, asOf, counterSubjectCode: counter.trim() });
  };
  const giveUp = async () => {
    if (await confirmDialog({ message: t('opening.discardConfirm') })) discard.mutate({ id });
  };

  return (
    <Stack gap="xs" data-testid="opening-commit">
      <Group align="flex-start" gap="sm">
        <DateField
          label={t('opening.asOf')}
          description={t('opening.asOfHint')}
          value={asOf}
          onChange={setAsOf}
          required
          error={tried && !asOf ? t('opening.asOfRequired') : undefined}
          w={260}
          disabled={readOnly}
          data-testid="opening-as-of"
        />
        {subjects.isError ? (
          <TextInput
            label={t('opening.counterCode')}
            description={t('opening.subjectsFailed', { message: errorText(subjects.error) })}
            value={counter}
            onChange={(e) => setPicked(e.currentTarget.value)}
            required
            error={tried && !counter.trim() ? t('opening.counterRequired') : undefined}
            w={380}
            disabled={readOnly}
            data-testid="opening-counter-code"
          />
        ) : (
          <Select
            label={t('opening.counter')}
            description={t('opening.counterHint')}
            data={options}
            value={counter || null}
            onChange={(v) => setPicked(v)}
            searchable
            limit={50}
            placeholder={subjects.isLoading ? t('loading') : t('selectPlaceholder')}
            nothingFoundMessage={t('opening.noSubject')}
            required
            error={tried && !counter ? t('opening.counterRequired') : undefined}
            w={380}
            disabled={readOnly || subjects.isLoading}
            comboboxProps={{ withinPortal: true }}
            data-testid="opening-counter"
          />
        )}
      </Group>
      {failure ? (
        <Text size="sm" c="red" data-testid="opening-commit-error">
          {errorText(failure)}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          onClick={submit}
          loading={commit.isPending}
          disabled={readOnly || busy}
          data-testid="opening-commit-start"
        >
          {t('opening.commit')}
        </Button>
        <Button
          variant="default"
          color="red"
          onClick={() => void giveUp()}
          loading={discard.isPending}
          disabled={readOnly || busy}
          data-testid="opening-discard"
        >
          {t('opening.discard')}
        </Button>
      </Group>
    </Stack>
  );
}
