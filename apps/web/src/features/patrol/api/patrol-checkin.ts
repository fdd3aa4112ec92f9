import { myPatrolRounds, scanPatrolPoint, type PatrolRoute, type PatrolScanResult } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

const MINE = ['patrol', 'rounds', 'mine'] as const;

/** GET /api/patrol/rounds/mine: today's running plans of the signed-in inspector with each point's state. */
export function useMyRounds() {
  return useQuery({ queryKey: MINE, queryFn: ({ signal }) => api(myPatrolRounds, {}, signal) });
}

/** POST /api/patrol/scans: checks in at a point; the route it answers replaces that plan's route in the list. */
export function useScanPoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<PatrolScanResult> => api(scanPatrolPoint, { code }),
    onSuccess: (result) => {
      client.setQueryData<PatrolRoute[]>(MINE, (routes) => routes?.map((r) => (r.planId === result.route.planId ? result.route : r)));
      void client.invalidateQueries({ queryKey: MINE });
    },
    onError: () => void client.invalidateQueries({ queryKey: MINE }),
  });
}
