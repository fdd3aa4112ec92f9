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
export { until } from '@pm/vendor-kit/testing';
