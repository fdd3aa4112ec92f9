/**
 * A fake vendor's "slow answer" knob: the call is already carried out, only its answer waits. Answers still held when
 * the app closes are let go at once, so closing never waits out a knob.
 */
export interface HeldAnswers {
  /** Waits `ms` (nothing when 0 or less), or less if `releaseAll` comes first. */
  hold(ms: number): Promise<void>;
  /** Lets every held answer go now (the app's preClose). */
  releaseAll(): void;
}

export function heldAnswers(): HeldAnswers {
  const held = new Set<() => void>();
  return {
    async hold(ms) {
      if (ms <= 0) return;
      await new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          held.delete(release);
          resolve();
        };
        const timer = setTimeout(release, ms);
        held.add(release);
      });
    },
    releaseAll() {
      for (const release of [...held]) release();
    },
  };
}
