import { ownerPortalEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownerKeys } from './keys';
import type { OwnerMe } from './me';

export type WechatBindStarted = EndpointOutput<typeof ownerPortalEndpoints.wechatBindStart>;

/** POST /api/owner/wechat/authorize: WeChat's 网页授权 address, coming back to this portal's /owner/wechat-bound. */
export function useWechatBindStart() {
  return useMutation<WechatBindStarted, ApiError, void>({
    mutationFn: () => api(ownerPortalEndpoints.wechatBindStart, { origin: window.location.origin }),
  });
}

/** POST /api/owner/wechat/binding: finishes with the code and state WeChat returned; answers the owner as now. */
export function useWechatBindFinish() {
  const client = useQueryClient();
  return useMutation<OwnerMe, ApiError, EndpointInput<typeof ownerPortalEndpoints.wechatBindFinish>>({
    mutationFn: (input) => api(ownerPortalEndpoints.wechatBindFinish, input),
    onSuccess: (me) => client.setQueryData(ownerKeys.me, me),
  });
}

/** DELETE /api/owner/wechat/binding: no more 服务号 messages to that WeChat. */
export function useWechatUnbind() {
  const client = useQueryClient();
  return useMutation<OwnerMe, ApiError, void>({
    mutationFn: () => api(ownerPortalEndpoints.wechatUnbind, {}),
    onSuccess: (me) => client.setQueryData(ownerKeys.me, me),
  });
}
