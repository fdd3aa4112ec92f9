/** Query keys of 消息发送: everything under ['outbound', …]. */
export const outboundKeys = {
  all: ['outbound'] as const,
  messages: ['outbound', 'messages'] as const,
  messageList: (params: unknown) => ['outbound', 'messages', params] as const,
  templates: ['outbound', 'templates'] as const,
  templateList: (params: unknown) => ['outbound', 'templates', params] as const,
  settings: ['outbound', 'settings'] as const,
  optOuts: ['outbound', 'opt-outs'] as const,
  optOutList: (params: unknown) => ['outbound', 'opt-outs', params] as const,
  estates: ['outbound', 'estates'] as const,
};
