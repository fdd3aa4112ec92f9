// What the rest of the product uses of online payment (issue 30): the WeChat Pay v3 client, its configuration,
// notification verification and decryption, and the yuan ↔ fen boundary.
export { FenError, fenToYuan, yuanToFen } from './fen';
export {
  WECHATPAY_VARIABLES,
  WechatpayConfig,
  wechatpayConfigFromEnv,
  wechatpayConfigFromFake,
  type ConfigProblem,
  type WechatpayEnv,
} from './wechatpay-config';
export {
  WechatpayApiError,
  WechatpayClient,
  WechatpayNetworkError,
  type Amount,
  type BillType,
  type OrderInput,
  type Refund,
  type RefundInput,
  type RefundStatus,
  type TradeBillLink,
  type TradeState,
  type Transaction,
  type WechatpayClientOptions,
} from './wechatpay-client';
export {
  checkSignature,
  openNotification,
  WechatpayDecryptError,
  WechatpaySignatureError,
  type NotificationEnvelope,
  type OpenedNotification,
  type PlatformPublicKey,
  type SignatureCheck,
  type SignatureRefusal,
} from './wechatpay-sign';
export {
  parseTradeBill,
  WechatpayBillError,
  type TradeBill,
  type TradeBillRow,
  type TradeBillSummary,
} from './wechatpay-trade-bill';
// npm start's demo: the bundled fake's first online payments, made through the product's own paths.
export { seedDemoOnline, type DemoPayer } from './demo-online';
export { PayGateway, localNotifyUrl } from './pay-gateway';
// 业主端 (issue 31): an owner's order is held and settled by the same paths as the counter's.
export { holdOrder, holdPrepayOrder, openH5Page, type NewOrder } from './create-pay-order';
export { closeOrder, queryOrder } from './check-order';
export { orderAnswer } from './pay-order-answer';
export { settingsOf } from './pay-settings';
export { payErrors } from './online-pay.errors';
