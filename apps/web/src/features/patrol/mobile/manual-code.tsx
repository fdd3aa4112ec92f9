import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** 手动输入: for a phone whose camera app cannot open links, the 签到码 printed under the QR (or the pasted link). */
export function ManualCode() {
  const { t } = useTranslation('patrol');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const submit = () => {
    const text = code.trim();
    if (text) void navigate(`/m/patrol/scan?c=${encodeURIComponent(text)}`);
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm">
        {t('mobile.manual')}
      </Text>
      <Text size="xs" c="dimmed" mb={6}>
        {t('mobile.manualHint')}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            placeholder={t('mobile.manualPlaceholder')}
            aria-label={t('mobile.manual')}
            data-testid="patrol-manual-code"
            autoCapitalize="off"
            autoCorrect="off"
          />
          <Button type="submit" disabled={!code.trim()} data-testid="patrol-manual-submit">
            {t('mobile.checkIn')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
