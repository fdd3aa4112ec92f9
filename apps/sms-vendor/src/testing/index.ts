// The client kit for tests: sign calls as an Aliyun SDK does, receive report pushes on a local server.
// The product's tests reuse it.
export { AcsClient, type AcsAnswer, type AcsCallOptions, type AcsCredentials } from './acs-client';
export { startReportReceiver, type ReceivedPush, type ReceiverAnswer, type ReportReceiver } from './report-receiver';
export { acs3Signature, canonicalQuery, canonicalRequest, percentEncode, sha256Hex } from '../protocol/acs3';
export { until } from '@pm/vendor-kit/testing';
