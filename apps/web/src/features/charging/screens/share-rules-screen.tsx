import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { ShareRulesList } from '../components/share-rules-list';

/** 分摊设置: the share rules (method, shared meter, price, scope). */
export default function ShareRulesScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  return (
    <Stack gap="sm" p="sm" data-testid="share-rules-screen">
      <Title order={4}>{title || t('menu.shareSetup')}</Title>
      <ShareRulesList mode="setup" readOnly={readOnly} />
    </Stack>
  );
}
