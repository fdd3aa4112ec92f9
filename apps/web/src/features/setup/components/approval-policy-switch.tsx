import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { useApprovalPolicy, useSaveApprovalPolicy } from '../api/setup-queries';

/**
 * 审批分离 of the company (issue 24): by default the one who entered a reduction, a charge adjustment or a refund cannot
 * approve it; 允许本人审批 relaxes that for a one-person office (the server logs the change and each such approval).
 */
export function ApprovalPolicySwitch({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('setup');
  const policy = useApprovalPolicy(true);
  const save = useSaveApprovalPolicy();
  const onChange = async (selfApproval: boolean) => {
    try {
      await save.mutateAsync(selfApproval);
      notifications.show({ color: 'green', message: t('permission.saved') });
    } catch {
      // The error catalogue has shown the server's message.
    }
  };
  const data = policy.data;
  return (
    <Paper withBorder p="sm" data-testid="approval-policy">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{t('approval.title')}</Text>
          <Text size="sm" c="dimmed">{t('approval.rule')}</Text>
          {data?.updatedAt ? <Text size="xs" c="dimmed">{t('approval.updated', { name: data.updatedByName ?? '', at: chinaDateTime(data.updatedAt) })}</Text> : null}
        </Stack>
        <Switch
          label={t('approval.selfApproval')}
          checked={data?.selfApproval ?? false}
          disabled={readOnly || !data || save.isPending}
          onChange={(e) => void onChange(e.currentTarget.checked)}
          data-testid="self-approval"
        />
      </Group>
    </Paper>
  );
}
