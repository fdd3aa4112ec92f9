import { useSyncExternalStore } from 'react';

/** Number of non-silent calls in flight; the shell's loading bar shows while it is above 0. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function loadingStarted(): void {
  pending += 1;
  emit();
}
export function loadingEnded(): void {
  pending = Math.max(0, pending - 1);
  emit();
}
export function useLoading(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending > 0,
  );
}
