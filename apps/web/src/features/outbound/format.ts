import type { MessageState } from '@pm/contracts';

export const STATE_COLOR: Record<MessageState, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'cyan',
  delivered: 'green',
  failed: 'red',
  skipped: 'orange',
};

/** States a resend takes: the message did not reach the owner and will not by itself. */
export const RESENDABLE: readonly MessageState[] = ['failed', 'skipped'];

/**
 * A phone or openid as the list shows it: a mobile number keeps its first 3 and last 4 digits (138****8000), an
 * openid its first 6 and last 4 characters; the detail shows it whole.
 */
export function maskAddress(address: string): string {
  if (/^1\d{10}$/.test(address)) return `${address.slice(0, 3)}****${address.slice(7)}`;
  if (address.length > 12) return `${address.slice(0, 6)}…${address.slice(-4)}`;
  if (address.length > 7) return `${address.slice(0, 3)}****${address.slice(-4)}`;
  return address;
}
