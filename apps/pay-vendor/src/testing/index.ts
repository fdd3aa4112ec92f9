// The client kit for tests: sign as a merchant, verify what the vendor signs, decrypt notifications,
// receive notifications on a local server, read a trade bill. The product's tests reuse it.
export { decryptNotification, signRequest, verifySigned } from './signing';
export type { MerchantCredentials, NotificationBody, PlatformVerifier, VerifyResult } from './signing';
export { MerchantClient, type SignedResponse } from './merchant-client';
export {
  startNotifyReceiver,
  type NotifyReceiver,
  type ReceivedNotification,
  type ReceiverAnswer,
} from './notify-receiver';
export { parseTradeBill, type ParsedTradeBill } from './trade-bill-reader';
export { fenToYuan, yuanToFen } from '../protocol/money';
export { requestMessage, responseMessage } from '../protocol/signature';

/** Polls `check` (sync or async) until it gives something truthy; throws after `timeoutMs`. */
export async function until<T>(
  check: () => T | undefined | false | null | Promise<T | undefined | false | null>,
  timeoutMs = 10_000,
  everyMs = 10,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${timeoutMs} ms 内条件未满足`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
