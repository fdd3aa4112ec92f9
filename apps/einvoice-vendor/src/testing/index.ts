// The client kit for tests: sign calls as a Nuonuo SDK does, receive callbacks on a local server, poll.
// The product's tests reuse it.
export { ServicesClient, type CallOptions, type ServicesAnswer } from './services-client';
export {
  startCallbackReceiver,
  type CallbackReceiver,
  type ReceivedCallback,
  type ReceiverAnswer,
} from './callback-receiver';
export { nuonuoSign, type SignedParams } from '../protocol/signature';
export { until } from '@pm/vendor-kit/testing';
