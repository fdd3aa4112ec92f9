import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canClose, canReopen, nextPeriod } from './period-close';

// The period states of one company as the server keeps them once every change is serialised (the book row): each
// operation sees the state the previous one left. Whatever the order of close, re-open, open-next and postings, the
// closed periods are always the first ones (a prefix), nothing is posted into a closed period, and re-opening then
// closing again gives back the same states.

type Op = { kind: 'close' | 'reopen'; at: number } | { kind: 'openNext' } | { kind: 'post'; at: number };
interface Books {
  periods: { period: string; closed: boolean; posted: number }[];
}

function apply(books: Books, op: Op): Books {
  const periods = books.periods.map((p) => ({ ...p }));
  if (op.kind === 'openNext') {
    periods.push({ period: nextPeriod(periods[periods.length - 1]!.period), closed: false, posted: 0 });
    return { periods };
  }
  const p = periods[op.at % periods.length]!;
  const index = periods.indexOf(p);
  if (op.kind === 'post') {
    if (!p.closed) p.posted += 1;
  } else if (op.kind === 'close') {
    const refusal = canClose({ period: p.period, periodClosed: p.closed, previousClosed: index === 0 ? null : periods[index - 1]!.closed, pendingVouchers: 0, trialBalanced: true });
    if (!refusal) p.closed = true;
  } else {
    const latestClosed = [...periods].reverse().find((x) => x.closed)?.period ?? null;
    if (!canReopen({ period: p.period, latestClosed, supervisor: true, reason: '更正' })) p.closed = false;
  }
  return { periods };
}

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('close' as const, 'reopen' as const), at: fc.nat(40) }),
  fc.constant({ kind: 'openNext' as const }),
  fc.record({ kind: fc.constant('post' as const), at: fc.nat(40) }),
);

const closedArePrefix = (b: Books) => {
  const firstOpen = b.periods.findIndex((p) => !p.closed);
  return firstOpen === -1 || b.periods.slice(firstOpen).every((p) => !p.closed);
};

describe('period states under any serial order of close, re-open, open-next and postings', () => {
  test('the closed periods stay a prefix and closed periods take no postings', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let books: Books = { periods: [{ period: '2026-01', closed: false, posted: 0 }] };
        for (const o of ops) {
          const before = books;
          books = apply(books, o);
          expect(closedArePrefix(books)).toBe(true);
          if (o.kind === 'post') {
            const i = o.at % before.periods.length;
            if (before.periods[i]!.closed) expect(books.periods[i]!.posted).toBe(before.periods[i]!.posted);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  test('re-opening the latest closed period and closing it again gives back the same states', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let books: Books = { periods: [{ period: '2026-01', closed: false, posted: 0 }] };
        for (const o of ops) books = apply(books, o);
        const latest = books.periods.map((p) => p.closed).lastIndexOf(true);
        if (latest < 0) return;
        const again = apply(apply(books, { kind: 'reopen', at: latest }), { kind: 'close', at: latest });
        expect(again).toEqual(books);
      }),
      { numRuns: 300 },
    );
  });

  test('a re-open of N−1 after N was closed is refused: the order the issue saw cannot happen serially', () => {
    let books: Books = { periods: [{ period: '2026-10', closed: false, posted: 0 }, { period: '2026-11', closed: false, posted: 0 }] };
    books = apply(books, { kind: 'close', at: 0 });
    books = apply(books, { kind: 'close', at: 1 });
    books = apply(books, { kind: 'reopen', at: 0 });
    expect(books.periods.map((p) => p.closed)).toEqual([true, true]);
  });
});
