import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type * as ChartDrawing from './chart-drawing';

// The chart library (@mantine/charts on Recharts, about 400 KB) is its own chunk, asked for as soon as a
// dashboard's code runs: it arrives while the dashboard's figures are fetched, instead of the fetch
// waiting for it (the screen asks for its data only once its code is in).

export interface BarSeries {
  name: string;
  label: string;
  color: string;
}
export interface BarsProps {
  data: Record<string, unknown>[];
  dataKey: string;
  series: BarSeries[];
  onBar?: (index: number, series: string) => void;
  stacked?: boolean;
  digits?: number;
  testId: string;
}
export interface DonutProps {
  data: { name: string; value: number; color: string }[];
  onSlice?: (index: number) => void;
  testId: string;
}

type Drawing = typeof ChartDrawing;
const drawing: Promise<Drawing> = import('./chart-drawing');
/** The chart code once here: drawn directly, without a Suspense fallback (and React's reveal throttle). */
let drawn: Drawing | null = null;
drawing.then(
  (m) => {
    drawn = m;
  },
  () => undefined, // the lazy charts below throw the failure to the screen's boundary
);
const LazyBars = lazy(() => drawing.then((m) => ({ default: m.Bars })));
const LazyDonut = lazy(() => drawing.then((m) => ({ default: m.Donut })));

/** Bars per row of `data` (keyed by `dataKey`); clicking a bar calls onBar with its row's index and series. */
export function Bars(props: BarsProps) {
  if (drawn) return <drawn.Bars {...props} />;
  return (
    <Suspense fallback={<Skeleton h={260} />}>
      <LazyBars {...props} />
    </Suspense>
  );
}

/** Slices of a whole with their legend; clicking a slice (or its legend entry) calls onSlice with its index. */
export function Donut(props: DonutProps) {
  if (drawn) return <drawn.Donut {...props} />;
  return (
    <Suspense fallback={<Skeleton h={220} />}>
      <LazyDonut {...props} />
    </Suspense>
  );
}

export const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'indigo.6', 'pink.6', 'yellow.7', 'gray.6'];
