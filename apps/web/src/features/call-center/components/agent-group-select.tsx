import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_CENTER_PAGE_SIZES } from '@pm/domain';
import { ListPages } from '../../../shared/list-pages';
import { useAgentGroups } from '../api/call-center-queries';

interface Props {
  /** Asked only while the agent is signed in (the vendor answers a signed-in agent's company). */
  enabled: boolean;
  value: string | null;
  onChange: (groupId: string | null) => void;
}

/** 转接's group: one page of the vendor's groups in the select, the pages under it when there are more. */
export function AgentGroupSelect({ enabled, value, onChange }: Props) {
  const { t } = useTranslation('call-center');
  const [page, setPage] = useState(1);
  const groups = useAgentGroups(page, enabled);
  return (
    <Stack gap={4}>
      <Select
        label={t('transfer.group')}
        data={(groups.data?.rows ?? []).map((g) => ({ value: String(g.id), label: g.groupName }))}
        value={value}
        onChange={onChange}
        data-testid="cc-transfer-group"
      />
      <ListPages list={{ total: groups.data?.total ?? 0, page, size: CALL_CENTER_PAGE_SIZES.agentGroups, setPage }} size="xs" testId="cc-transfer-group-pages" />
    </Stack>
  );
}
