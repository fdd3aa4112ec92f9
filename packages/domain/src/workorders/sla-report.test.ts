import { describe, expect, it } from 'vitest';
import { orderSlaClocks } from './sla-order';
import { inTimeShare, slaTeamTallies, type SlaReportOrder } from './sla-report';
import { buildOrder, minutes } from './test-orders';

// 紧急 orders created at T0 (24×7 clocks): response 5 min, arrival 30 min, resolution 24 h.
const H = 60;
const urgent = (
  team: number | null,
  at: { accepted?: number; arrived?: number; finished?: number },
): SlaReportOrder => {
  const iso = (m: number | undefined) => (m === undefined ? null : minutes(m).toISOString());
  const order = buildOrder({
    priority: 'urgent',
    state: at.finished === undefined ? 'working' : 'awaiting_rating',
    acceptedAt: iso(at.accepted),
    arrivedAt: iso(at.arrived),
    finishedAt: iso(at.finished),
  });
  return { team, finished: at.finished !== undefined, clocks: orderSlaClocks(order) };
};
const NOW = minutes(25 * H);

describe('工单时效 per team', () => {
  it.each([
    ['all limits kept', urgent(1, { accepted: 3, arrived: 20, finished: 60 }), { inTime: 1, outOfTime: 0 }],
    [
      'milestones at the very limits',
      urgent(1, { accepted: 5, arrived: 30, finished: 24 * H }),
      { inTime: 1, outOfTime: 0 },
    ],
    ['接单 late (response 5 min)', urgent(1, { accepted: 6, arrived: 20, finished: 60 }), { inTime: 0, outOfTime: 1 }],
    [
      '完工 late (resolution 24 h)',
      urgent(1, { accepted: 2, arrived: 20, finished: 24 * H + 1 }),
      { inTime: 0, outOfTime: 1 },
    ],
    [
      '到场 late alone is not judged',
      urgent(1, { accepted: 2, arrived: 40, finished: 60 }),
      { inTime: 1, outOfTime: 0 },
    ],
    ['open, past the resolution limit', urgent(1, { accepted: 2, arrived: 20 }), { open: 1, overdue: 1 }],
  ])('%s', (_, order, counts) => {
    expect(slaTeamTallies([order], NOW).teams[0]).toMatchObject(counts);
  });

  it('an open order within its limits is not overdue', () => {
    expect(slaTeamTallies([urgent(1, { accepted: 2 })], minutes(4)).teams[0]).toMatchObject({
      open: 1,
      overdue: 0,
      inTimeShare: null,
    });
  });

  it('tallies per team (no team too) and in total, share with one decimal half up', () => {
    const orders = [
      urgent(1, { accepted: 3, finished: 60 }),
      urgent(1, { accepted: 3, finished: 60 }),
      urgent(1, { accepted: 9, finished: 60 }),
      urgent(2, { accepted: 3, finished: 24 * H + 5 }),
      urgent(2, { accepted: 3 }),
      urgent(null, { accepted: 3, finished: 60 }),
    ];
    expect(slaTeamTallies(orders, NOW)).toEqual({
      teams: [
        { team: 1, finished: 3, inTime: 2, outOfTime: 1, inTimeShare: '66.7', open: 0, overdue: 0 },
        { team: 2, finished: 1, inTime: 0, outOfTime: 1, inTimeShare: '0.0', open: 1, overdue: 1 },
        { team: null, finished: 1, inTime: 1, outOfTime: 0, inTimeShare: '100.0', open: 0, overdue: 0 },
      ],
      total: { finished: 5, inTime: 3, outOfTime: 2, inTimeShare: '60.0', open: 1, overdue: 1 },
    });
  });

  it.each([
    [1, 8, '12.5'],
    [1, 3, '33.3'],
    [2, 3, '66.7'],
    [1, 16, '6.3'],
    [0, 0, null],
  ])('%i of %i in time: %s %%', (inTime, finished, share) => {
    expect(inTimeShare(inTime, finished)).toBe(share);
  });
});
