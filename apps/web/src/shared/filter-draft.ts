import { useState } from 'react';

/**
 * Filters typed first and applied on 查询 (a list's search bar): `draft` is what the bar shows, `search` hands it to the
 * list, `reset` clears both.
 */
export function useFilterDraft<F>(list: { initial: F; setFilters: (filters: F) => void }) {
  const [draft, setDraftState] = useState<F>(list.initial);
  return {
    draft,
    set: <K extends keyof F>(name: K, value: F[K]) => setDraftState((d) => ({ ...d, [name]: value })),
    search: () => list.setFilters(draft),
    reset: () => {
      setDraftState(list.initial);
      list.setFilters(list.initial);
    },
  };
}
