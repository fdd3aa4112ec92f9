import { Badge, Table, Text } from '@mantine/core';
import type { MessageState } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { LatestSent } from '../api/dunning-messages';

const COLOR: Record<MessageState, string> = { queued: 'gray', sending: 'blue', sent: 'cyan', delivered: 'green', failed: 'red', skipped: 'orange' };

/** 最近催缴: the house's latest 催缴 message, channel and state, and when; empty when none went out. */
export function LatestDunningCell({ latest, houseId }: { latest: LatestSent | undefined; houseId: number }) {
  const { t } = useTranslation('charging');
  return (
    <Table.Td data-testid={`latest-dunning-${houseId}`}>
      {latest ? (
        <>
          <Badge size="sm" variant="light" color={COLOR[latest.state]}>{`${t(`channelDunning.channels.${latest.channel}`)} · ${t(`channelDunning.states.${latest.state}`)}`}</Badge>
          <Text size="xs" c="dimmed">{chinaDateTime(latest.at)}</Text>
        </>
      ) : null}
    </Table.Td>
  );
}
