import { lineEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export const lineEventsQuery = (id: number) =>
  queryOptions({ queryKey: chargingKeys.one('line-events', id), queryFn: ({ signal }) => api(lineEndpoints.lineEvents, { id }, signal) });

/** GET /api/charging/lines/:id/events: who moved the line, when, from which state to which. */
export function useLineEvents(id: number | null) {
  return useQuery({ ...lineEventsQuery(id ?? 0), enabled: id !== null });
}
