// 消息发送's codes, declared once: the contracts' enums and the database's CHECKs are made from them.

export const MESSAGE_PURPOSES = ['dunning', 'reminder', 'paid', 'repair', 'meeting'] as const;
/** Channels a template sends through; `print` is the 告知公文 sheet (催缴通知), recorded beside the others. */
export const MESSAGE_CHANNELS = ['sms', 'wechat', 'print'] as const;
export const TEMPLATE_CHANNELS = ['sms', 'wechat'] as const;
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'] as const;
