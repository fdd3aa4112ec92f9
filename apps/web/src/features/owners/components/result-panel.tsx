import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { RatioCheck, VoteResult } from '@pm/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';

type Check = z.output<typeof RatioCheck>;
type Result = z.output<typeof VoteResult>;

function Met({ met }: { met: boolean }) {
  const { t } = useTranslation('owners');
  return <Badge color={met ? 'green' : 'red'} variant="light">{met ? t('result.met') : t('result.notMet')}</Badge>;
}

/** One test (participation or agreement): area and heads side by side, each exact beside its threshold. */
function CheckRows({ label, check, testId }: { label: string; check: Check; testId: string }) {
  const { t } = useTranslation('owners');
  const row = (what: string, r: Check['area'], met: boolean, unit: string) => (
    <Table.Tr data-testid={`${testId}-${what}`}>
      <Table.Td>{`${label}（${t(`result.${what}`)}）`}</Table.Td>
      <Table.Td>{`${r.numerator}${unit} / ${r.denominator}${unit}`}</Table.Td>
      <Table.Td>{r.reduced}</Table.Td>
      <Table.Td>{`${r.percent}%`}</Table.Td>
      <Table.Td>{check.threshold}</Table.Td>
      <Table.Td><Met met={met} /></Table.Td>
    </Table.Tr>
  );
  return (
    <>
      {row('area', check.area, check.areaMet, '㎡')}
      {row('heads', check.heads, check.headsMet, t('result.person'))}
    </>
  );
}

/** 表决结果: participation and agreement by area and by head, exact fractions beside the thresholds; an election's candidates. */
export function ResultPanel({ result }: { result: Result }) {
  const { t } = useTranslation('owners');
  return (
    <Stack gap="sm" data-testid="vote-result">
      <Group>
        <Text fw={600}>{result.vote.title}</Text>
        <Badge color={result.passed ? 'green' : 'red'} size="lg" data-testid="result-badge">
          {result.vote.kind === 'election' ? (result.passed ? t('result.electionValid') : t('result.electionInvalid')) : result.passed ? t('vote.passed') : t('vote.failed')}
        </Badge>
        {result.final ? null : <Badge color="gray">{t('result.provisional')}</Badge>}
      </Group>
      <Text size="sm" c="dimmed">{`${t('vote.matter')}：${result.vote.matterName}；${t('result.electorate')}：${result.electorate.area}㎡，${result.electorate.heads}${t('result.person')}`}</Text>
      <Paper withBorder>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('result.test')}</Table.Th>
              <Table.Th>{t('result.ratio')}</Table.Th>
              <Table.Th>{t('result.fraction')}</Table.Th>
              <Table.Th>{t('result.percent')}</Table.Th>
              <Table.Th>{t('result.threshold')}</Table.Th>
              <Table.Th>{t('result.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <CheckRows label={t('result.participation')} check={result.participation} testId="participation" />
            {result.agreement ? <CheckRows label={t('result.agreement')} check={result.agreement} testId="agreement" /> : null}
          </Table.Tbody>
        </Table>
      </Paper>
      {result.counts ? (
        <Text size="sm">
          {(['agree', 'disagree', 'abstain'] as const).map((k) => `${t(`choice.${k}`)} ${result.counts![k].heads}${t('result.person')} ${result.counts![k].area}㎡`).join('；')}
        </Text>
      ) : null}
      {result.candidates.length ? (
        <Table withTableBorder striped data-testid="candidate-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('election.candidate')}</Table.Th>
              <Table.Th>{t('result.votesArea')}</Table.Th>
              <Table.Th>{t('result.votesHeads')}</Table.Th>
              <Table.Th>{t('result.threshold')}</Table.Th>
              <Table.Th>{t('result.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.candidates.map((c) => (
              <Table.Tr key={c.candidateId}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{`${c.votes.area}㎡ / ${c.agreement.area.denominator}㎡ = ${c.agreement.area.reduced}（${c.agreement.area.percent}%）`}</Table.Td>
                <Table.Td>{`${c.votes.heads} / ${c.agreement.heads.denominator} = ${c.agreement.heads.reduced}（${c.agreement.heads.percent}%）`}</Table.Td>
                <Table.Td>{c.agreement.threshold}</Table.Td>
                <Table.Td>{c.elected ? <Badge color="green">{t('election.elected')}</Badge> : <Badge color="gray">{t('election.notElected')}</Badge>}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
