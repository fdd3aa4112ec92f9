import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text, UnstyledButton } from '@mantine/core';

// The chart library (@mantine/charts on Recharts) enters only through this file, loaded by charts.tsx
// as its own chunk.
import type { BarsProps, DonutProps } from './charts';

// The charts are drawn without Recharts' grow animation: it draws every bar (or slice) again on each
// frame for 1.5 s, about 150 ms of the browser's time per chart, five charts on 结算看板 (issue 25 item 19).
const NO_ANIMATION = { isAnimationActive: false } as const;

const fmt = (digits: number) => (v: number) => v.toLocaleString('zh-CN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Bars per row of `data` (keyed by `dataKey`); clicking a bar calls onBar with its row's index and series. */
export function Bars({ data, dataKey, series, onBar, stacked, digits = 2, testId }: BarsProps) {
  return (
    <div data-testid={testId}>
      <BarChart
        h={260}
        data={data}
        dataKey={dataKey}
        series={series}
        type={stacked ? 'stacked' : 'default'}
        withLegend={series.length > 1}
        valueFormatter={fmt(digits)}
        tickLine="y"
        yAxisProps={{ allowDecimals: digits > 0, tickFormatter: fmt(0) }}
        barProps={(s) => ({
          ...NO_ANIMATION,
          cursor: onBar ? 'pointer' : undefined,
          onClick: onBar ? (_: unknown, index: number) => onBar(index, s.name) : undefined,
        })}
      />
    </div>
  );
}

/** Slices of a whole with their legend; clicking a slice (or its legend entry) calls onSlice with its index. */
export function Donut({ data, onSlice, testId }: DonutProps) {
  return (
    <Stack gap={4} data-testid={testId}>
      <DonutChart
        h={220}
        data={data}
        withLabelsLine
        withLabels
        labelsType="value"
        tooltipDataSource="segment"
        pieProps={{ ...NO_ANIMATION, cursor: onSlice ? 'pointer' : undefined, onClick: onSlice ? (_: unknown, index: number) => onSlice(index) : undefined }}
        mx="auto"
      />
      <Group gap="md" justify="center">
        {data.map((d, i) => (
          <UnstyledButton key={d.name} onClick={onSlice ? () => onSlice(i) : undefined} disabled={!onSlice}>
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${d.color.replace('.', '-')})`} size={12} />
              <Text size="sm">
                {d.name} {d.value}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
