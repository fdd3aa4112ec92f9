import { listPatrolPoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** GET /api/patrol/points: every live plan of the company with the points it names. */
export function usePatrolPoints() {
  return useQuery({ queryKey: ['patrol', 'points'], queryFn: ({ signal }) => api(listPatrolPoints, {}, signal) });
}
