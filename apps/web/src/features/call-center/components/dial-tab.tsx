import { ActionIcon, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconBackspace, IconMicrophone, IconMicrophoneOff, IconPhone, IconPhoneOff, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { softphone, useSoftphone } from '../phone/use-softphone';
import { CallOrderDialog, type CallOrderStart } from './call-order-dialog';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];

/** Seconds since `from`, refreshed every second while a call is up. */
function useElapsed(from: number | null): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!from) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [from]);
  return from ? Math.max(0, Math.floor((now - from) / 1000)) : 0;
}

/** The call tab: number, dial pad 0-9 * # with backspace and clear, call controls, the screen pop. */
export function DialTab({ number, onNumber }: { number: string; onNumber: (n: string) => void }) {
  const { t } = useTranslation('call-center');
  const s = useSoftphone();
  const phone = softphone();
  const inCall = s.status === 'Established' || s.status === 'Muting';
  const elapsed = useElapsed(s.call?.startedAt ?? null);
  const [ordering, setOrdering] = useState<CallOrderStart | null>(null);
  const press = (k: string) => {
    if (inCall) phone.sendDtmf(k);
    else onNumber(number + k);
  };
  return (
    <Stack gap="xs" p="sm">
      {ordering ? <CallOrderDialog start={ordering} onClose={() => setOrdering(null)} /> : null}
      {s.call && (
        <Paper withBorder p="xs" data-testid="cc-call">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {s.call.direction === 'inbound' ? t('dial.incoming') : t('dial.outgoing')} {s.call.number}
            </Text>
            {s.call.startedAt && (
              <Text size="xs" c="dimmed">
                {t('dial.elapsed')} {Math.floor(elapsed / 60)}:{String(elapsed % 60).padStart(2, '0')}
              </Text>
            )}
          </Group>
          {s.call.direction === 'inbound' && s.call.screenPop && (
            <Stack gap={2} mt={4} data-testid="cc-screen-pop">
              {s.call.screenPop.people.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('dial.noPerson')}
                </Text>
              )}
              {s.call.screenPop.people.map((p) => (
                <div key={`${p.kind}-${p.id}`}>
                  <Text size="xs">
                    {t(p.kind === 'owner' ? 'dial.owner' : 'dial.resident')}：{p.name}
                  </Text>
                  {p.houses.map((h) => (
                    <Group key={h.id} gap="xs" ml="sm" wrap="nowrap">
                      <Anchor component={Link} to={`/common/house?id=${h.id}`} size="xs">
                        {t('dial.houses')} {h.code} {h.name}
                      </Anchor>
                      <Anchor component="button" type="button" size="xs" onClick={() => setOrdering({ house: h, reporter: p.name, phone: s.call?.number ?? '' })} data-testid={`cc-pop-order-${h.id}`}>
                        {t('dial.newOrder')}
                      </Anchor>
                    </Group>
                  ))}
                </div>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      <TextInput
        value={number}
        placeholder={t('dial.placeholder')}
        onChange={(e) => onNumber(e.currentTarget.value.replace(/[^0-9*#,，pP]/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && void phone.dial(number)}
        data-testid="cc-number"
        rightSection={
          <Group gap={0} wrap="nowrap">
            <ActionIcon variant="subtle" aria-label={t('dial.backspace')} onClick={() => onNumber(number.slice(0, -1))}>
              <IconBackspace size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={t('dial.clear')} onClick={() => onNumber('')}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        }
        rightSectionWidth={60}
      />
      <SimpleGrid cols={3} spacing={6} verticalSpacing={6}>
        {KEYS.map((k) => (
          <Button key={k} variant="default" onClick={() => press(k)} aria-label={`key-${k}`}>
            {k}
          </Button>
        ))}
      </SimpleGrid>
      <Group grow gap={6}>
        {s.status === 'Ringing' && (
          <Button color="green" leftSection={<IconPhone size={16} />} onClick={() => void phone.answer()}>
            {t('dial.answer')}
          </Button>
        )}
        {s.call ? (
          <Button color="red" leftSection={<IconPhoneOff size={16} />} onClick={() => phone.hangup()}>
            {t('dial.hangup')}
          </Button>
        ) : (
          <Button color="green" leftSection={<IconPhone size={16} />} onClick={() => void phone.dial(number)}>
            {t('dial.call')}
          </Button>
        )}
        {inCall && (
          <Button
            variant="light"
            color={s.status === 'Muting' ? 'pink' : 'gray'}
            leftSection={s.status === 'Muting' ? <IconMicrophoneOff size={16} /> : <IconMicrophone size={16} />}
            onClick={() => phone.toggleMute()}
          >
            {s.status === 'Muting' ? t('dial.unmute') : t('dial.mute')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
