import { describe, expect, it } from 'vitest';
import { ComputeGate } from './compute-gate';

describe('ComputeGate', () => {
  it('lets at most its width work at once, in arrival order, and frees the place after a failure', async () => {
    const gate = new ComputeGate(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const work = (n: number) =>
      gate.run(async () => {
        active += 1;
        most = Math.max(most, active);
        order.push(n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        if (n === 1) throw new Error('boom');
        return n;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(work));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    await expect(gate.run(async () => 'free')).resolves.toBe('free');
  });
});
