// What the rest of the product uses of the e-invoice platform (issue 33): the platform interface, the Nuonuo-like
// client and its configuration from the environment, and the callback's check and reading.
export type {
  EinvoiceBuyer,
  EinvoiceCallResult,
  EinvoiceDownloadResult,
  EinvoiceFailure,
  EinvoiceIssueResult,
  EinvoiceKind,
  EinvoiceLine,
  EinvoiceOrder,
  EinvoicePlatform,
  EinvoiceQueryResult,
  EinvoiceRedApplyResult,
  EinvoiceRedConfirmation,
  EinvoiceRedQueryResult,
  EinvoiceRedRequest,
  EinvoiceResult,
  EinvoiceStatus,
} from './einvoice-platform';
export { NuonuoEinvoiceClient, QUERY_MAX } from './nuonuo-einvoice-client';
export type { NuonuoTransportOptions } from './nuonuo-transport';
export {
  DEFAULT_EINVOICE_TOKEN_URL,
  DEFAULT_EINVOICE_URL,
  EINVOICE_VARIABLES,
  EinvoiceConfig,
  einvoiceConfigFromEnv,
  einvoiceConfigFromFake,
  type EinvoiceConfigProblem,
  type EinvoiceEnv,
} from './einvoice-config';
export {
  CALLBACK_ACCEPTED,
  CALLBACK_WINDOW_SECONDS,
  parseEinvoiceCallback,
  verifyEinvoiceCallback,
  type EinvoiceCallback,
  type EinvoiceCallbackRequest,
} from './einvoice-callback';
export { nuonuoSign } from './nuonuo-sign';
