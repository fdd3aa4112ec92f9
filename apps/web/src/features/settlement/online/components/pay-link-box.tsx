import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The owner's link in full (this site's address + the order's path), to copy into a WeCom chat. */
export function PayLinkBox({ linkPath }: { linkPath: string }) {
  const { t } = useTranslation('settlement-online');
  const link = `${window.location.origin}${linkPath}`;
  return (
    <div>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('dialog.link')}
          value={link}
          readOnly
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="pay-order-link"
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : 'blue'}
              onClick={copy}
              data-testid="pay-order-copy"
            >
              {copied ? t('dialog.copied') : t('dialog.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('dialog.linkHint')}
      </Text>
    </div>
  );
}
