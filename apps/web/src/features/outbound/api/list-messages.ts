import { outboundEndpoints, type EndpointInput, type EndpointOutput, type MessageState } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { outboundKeys } from './keys';

export type MessageListInput = EndpointInput<typeof outboundEndpoints.listMessages>;
export type MessagePage = EndpointOutput<typeof outboundEndpoints.listMessages>;
export type MessageRow = MessagePage['rows'][number];

/** How often the list is read again while a shown message may still change state (queued, sending, sent). */
export const MESSAGE_POLL_MS = 4000;
const MOVING: readonly MessageState[] = ['queued', 'sending', 'sent'];
export const isMoving = (state: MessageState) => MOVING.includes(state);

/** GET /api/outbound/messages: the messages under the filters, newest first, with the count per state. */
export const messagesQuery = (input: MessageListInput) =>
  queryOptions({
    queryKey: outboundKeys.messageList(input),
    queryFn: ({ signal }): Promise<MessagePage> => api(outboundEndpoints.listMessages, input, signal),
    placeholderData: keepPreviousData,
    // Delivery reports arrive at the server after the send: the states on screen follow them.
    refetchInterval: (q) => (q.state.data?.rows.some((m) => isMoving(m.state)) ? MESSAGE_POLL_MS : false),
  });
