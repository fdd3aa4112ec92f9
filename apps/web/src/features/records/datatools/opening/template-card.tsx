import { Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import type { OpeningSource } from '@pm/contracts';
import { useState } from 'react';
import { useOpeningTranslation } from './opening-ns';
import { downloadOpeningTemplate } from './opening-api';

/** The template is saved under the name the brief of issue 28 gives, whatever the interface's language. */
const TEMPLATE_FILE = '期初导入模板.xlsx';

interface Props {
  source: OpeningSource;
  onSource: (source: OpeningSource) => void;
}

/** 来源 and 下载模板, with what each source's file must hold. */
export function TemplateCard({ source, onSource }: Props) {
  const { t } = useOpeningTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    // A refusal is shown by the client's error notice; nothing else to do here.
    downloadOpeningTemplate(TEMPLATE_FILE)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('opening.source')}
          </Text>
          <SegmentedControl
            value={source}
            onChange={(v) => onSource(v === 'hc' ? 'hc' : 'template')}
            data={[
              { value: 'template', label: t('opening.sources.template') },
              { value: 'hc', label: t('opening.sources.hc') },
            ]}
            data-testid="opening-source"
          />
        </Stack>
        <Button variant="default" onClick={download} loading={downloading} data-testid="opening-template">
          {t('opening.template')}
        </Button>
      </Group>
      {source === 'template' ? (
        <Stack gap={2} data-testid="opening-sheets">
          <Text size="sm" fw={500}>
            {t('opening.sheetsTitle')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('opening.sheets.arrears')}</List.Item>
            <List.Item>{t('opening.sheets.accounts')}</List.Item>
            <List.Item>{t('opening.sheets.deposits')}</List.Item>
          </List>
        </Stack>
      ) : (
        <Stack gap={2} data-testid="opening-hc">
          <Text size="sm" fw={500}>
            {t('opening.hcTitle')}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{t('opening.hc.arrears')}</List.Item>
            <List.Item>{t('opening.hc.accounts')}</List.Item>
          </List>
        </Stack>
      )}
    </Stack>
  );
}
