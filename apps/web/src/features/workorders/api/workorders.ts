import {
  workOrderEndpoints,
  workOrderSteps,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@pm/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../api/client';

/** Query keys of 工单: everything under ['workorders', …]; one order under ['workorders', 'one', id]. */
export const workOrderKeys = {
  all: ['workorders'] as const,
  board: (query: unknown) => ['workorders', 'board', query] as const,
  mine: (query: unknown) => ['workorders', 'mine', query] as const,
  pool: (query: unknown) => ['workorders', 'pool', query] as const,
  one: (id: number) => ['workorders', 'one', id] as const,
  teams: ['workorders', 'teams'] as const,
};

export type BoardQuery = EndpointInput<typeof workOrderEndpoints.workOrderBoard>;
export type WorkOrderRow = EndpointOutput<typeof workOrderEndpoints.workOrderBoard>['rows'][number];
export type WorkOrderDetail = EndpointOutput<typeof workOrderEndpoints.workOrderDetail>;
export type WorkTeam = EndpointOutput<typeof workOrderEndpoints.workTeams>[number];
export type CreateInput = EndpointInput<typeof workOrderEndpoints.createWorkOrder>;
type Steps = typeof workOrderSteps;
export type StepName = keyof Steps;
/** A step's body without the order id and version (the hook adds the ones the screen shows). */
export type StepBody<K extends StepName> = Omit<EndpointInput<Steps[K]>, 'id' | 'version'>;

/** GET /api/workorders: the dispatcher's board (paged, by due time). */
export const boardQuery = (query: BoardQuery) =>
  queryOptions({
    queryKey: workOrderKeys.board(query),
    queryFn: ({ signal }) => api(workOrderEndpoints.workOrderBoard, query, signal),
    placeholderData: keepPreviousData,
    ...FRESH,
  });

/**
 * Orders change under other people's hands (the dispatcher, the technician, the SLA sweep): a list or an order shown
 * again is read again, not taken from the cache's last 30 seconds.
 */
const FRESH = { staleTime: 0, refetchOnMount: 'always' } as const;

/** GET /api/workorders/mine: the orders the signed-in technician holds. */
export function useMine(query: BoardQuery) {
  return useQuery({ queryKey: workOrderKeys.mine(query), queryFn: ({ signal }) => api(workOrderEndpoints.myWorkOrders, query, signal), ...FRESH });
}

/** GET /api/workorders/pool: 抢单 orders of the technician's teams. */
export function usePool(query: BoardQuery) {
  return useQuery({ queryKey: workOrderKeys.pool(query), queryFn: ({ signal }) => api(workOrderEndpoints.workOrderPool, query, signal), ...FRESH });
}

/** GET /api/workorders/:id: the order with its clocks, timeline, photos and materials. */
export function useWorkOrder(id: number | null) {
  return useQuery({
    queryKey: workOrderKeys.one(id ?? 0),
    queryFn: ({ signal }) => api(workOrderEndpoints.workOrderDetail, { id: id ?? 0 }, signal),
    enabled: id !== null,
    ...FRESH,
  });
}

/** GET /api/workorders/teams: the teams with their members and each member's open orders (the 派单 picker). */
export function useTeams(enabled = true) {
  return useQuery({ queryKey: workOrderKeys.teams, queryFn: ({ signal }) => api(workOrderEndpoints.workTeams, {}, signal), enabled });
}

/** POST /api/workorders: 新建工单; the lists are read again. */
export function useCreateWorkOrder() {
  const client = useQueryClient();
  return useMutation<WorkOrderDetail, ApiError, CreateInput>({
    mutationFn: (input) => api(workOrderEndpoints.createWorkOrder, input),
    onSuccess: (order) => client.setQueryData(workOrderKeys.one(order.id), order),
    onSettled: () => client.invalidateQueries({ queryKey: workOrderKeys.all }),
  });
}

/** One step and its body, discriminated by the action. */
export type StepCall = { [K in StepName]: { action: K; body: StepBody<K> } }[StepName];

/**
 * POST /api/workorders/:id/<action> with the version the screen shows: the answer is the order as it is now.
 * A 409 (someone changed the order meanwhile) leaves the server's message to the screen and reads the order again.
 */
export function useStep(order: { id: number; version: number }) {
  const client = useQueryClient();
  return useMutation<WorkOrderDetail, ApiError, StepCall>({
    mutationFn: ({ action, body }) => {
      const endpoint: Endpoint = workOrderSteps[action];
      return api(endpoint, { ...body, id: order.id, version: order.version }) as Promise<WorkOrderDetail>;
    },
    onSuccess: (next) => client.setQueryData(workOrderKeys.one(next.id), next),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: workOrderKeys.one(order.id) });
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: workOrderKeys.all, predicate: (q) => !(q.queryKey[1] === 'one' && q.queryKey[2] === order.id) }),
  });
}
