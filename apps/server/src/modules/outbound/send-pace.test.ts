import { describe, expect, it } from 'vitest';
import { SendPace } from './send-pace';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SendPace', () => {
  it('says dispatched when the last item has its slot, before slow work is done', async () => {
    const pace = new SendPace(1000, 4);
    let finished = 0;
    const run = pace.start([1, 2, 3], async () => {
      await sleep(150);
      finished++;
    });
    await run.dispatched;
    expect(finished).toBe(0);
    await run.done;
    expect(finished).toBe(3);
  });

  it('lets the next batch start at the following slot while the first one is still answering', async () => {
    const pace = new SendPace(100, 4);
    const starts: string[] = [];
    const first = pace.start(['a1', 'a2'], async (x) => {
      starts.push(x);
      await sleep(200);
    });
    await first.dispatched;
    const second = pace.start(['b1'], async (x) => void starts.push(x));
    await second.done;
    // b1 had its slot 10 ms after a2's, long before a1 and a2 answered
    expect(starts).toEqual(['a1', 'a2', 'b1']);
    let firstDone = false;
    void first.done.then(() => (firstDone = true));
    await sleep(0);
    expect(firstDone).toBe(false);
    await first.done;
  });

  it('is dispatched at once with nothing to do, and settles with a failure instead of waiting for ever', async () => {
    const pace = new SendPace(1000, 1);
    await pace.start([], async () => undefined).dispatched;
    const failing = pace.start([1, 2, 3], async () => {
      throw new Error('数据库断开');
    });
    await expect(failing.dispatched).rejects.toThrow('数据库断开');
    await expect(failing.done).rejects.toThrow('数据库断开');
  });
});
