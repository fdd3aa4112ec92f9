import { Alert, Button, Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { chinaDateTime } from '../../../shared/china-date';
import { useMyRounds, useScanPoint } from '../api/patrol-checkin';
import { MobileFrame } from './mobile-frame';
import { TodayRoutes } from './my-routes-page';
import { RouteCard } from './route-card';
import { outcomeOf, type RefusalTitle, type ScanOutcome } from './scan-verdict';

const REFUSAL_KEYS: Record<RefusalTitle, string> = {
  二维码无效: 'invalid',
  重复签到: 'repeated',
  非本人计划: 'notYours',
  不在计划期: 'outside',
  签到失败: 'failed',
};

const LOOKS = {
  ok: { color: 'green', icon: IconCheck },
  flagged: { color: 'orange', icon: IconAlertTriangle },
  refused: { color: 'red', icon: IconX },
} as const;

/**
 * /m/patrol/scan?c=<code>: the page a point label's QR opens. Posts the scan once on open, shows the verdict big
 * (green 签到成功, orange 顺序不符, red with the reason), then the route.
 */
export function ScanPage() {
  const { t } = useTranslation('patrol');
  const code = useSearchParams()[0].get('c')?.trim() ?? '';
  const scan = useScanPoint();
  const { mutate } = scan;
  const posted = useRef<string | null>(null);
  useEffect(() => {
    // once per code: a second post of the same scan would be refused as 重复签到
    if (!code || posted.current === code) return;
    posted.current = code;
    mutate(code);
  }, [code, mutate]);

  const outcome: ScanOutcome | null = code
    ? outcomeOf(scan.data, scan.error)
    : { kind: 'refused', title: '二维码无效', message: t('mobile.noCode') };
  const refused = outcome?.kind === 'refused';
  const routes = useMyRounds();

  return (
    <MobileFrame title={t('mobile.scanTitle')} testId="patrol-scan">
      {outcome ? <VerdictPanel outcome={outcome} /> : (
        <Center p="xl">
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('mobile.checkingIn')}</Text>
          </Stack>
        </Center>
      )}
      {outcome && !refused ? <RouteCard route={outcome.result.route} current={outcome.result.seq} /> : null}
      {refused ? <TodayRoutes query={routes} emptyText={t('mobile.empty')} /> : null}
      {outcome ? (
        <Button component={Link} to="/m/patrol" variant="light" data-testid="patrol-back">
          {t('mobile.back')}
        </Button>
      ) : null}
    </MobileFrame>
  );
}

function VerdictPanel({ outcome }: { outcome: ScanOutcome }) {
  const { t } = useTranslation('patrol');
  const look = LOOKS[outcome.kind];
  const Icon = look.icon;
  const title = outcome.kind === 'refused' ? t(`mobile.refused.${REFUSAL_KEYS[outcome.title]}`) : t(`mobile.verdict.${outcome.kind}`);
  return (
    <Paper withBorder radius="md" p="lg" bg={`${look.color}.0`} data-testid="patrol-verdict" data-kind={outcome.kind}>
      <Stack align="center" gap="xs">
        <ThemeIcon color={look.color} size={64} radius="xl">
          <Icon size={40} />
        </ThemeIcon>
        <Text fw={700} fz={28} c={`${look.color}.8`} data-testid="patrol-verdict-title">
          {title}
        </Text>
        {outcome.kind === 'refused' ? (
          <Alert color="red" variant="transparent" p={0} data-testid="patrol-verdict-reason">
            <Text ta="center">{outcome.message}</Text>
          </Alert>
        ) : (
          <>
            <Text fw={600} data-testid="patrol-verdict-point">
              {`${outcome.result.seq}. ${outcome.result.pointName}`}
            </Text>
            <Text size="sm" c="dimmed">
              {t('mobile.scannedAt', { time: chinaDateTime(outcome.result.scannedAt, { seconds: true }).slice(11) })}
            </Text>
            {outcome.result.reason ? (
              <Text size="sm" c="orange.8" ta="center" data-testid="patrol-verdict-reason">
                {outcome.result.reason}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
