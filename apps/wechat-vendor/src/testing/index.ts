// The client kit for tests: a local developer's server that receives events, the push signature, polling.
// The product's tests reuse it.
export {
  startEventReceiver,
  xmlFields,
  type EventReceiver,
  type ReceivedEvent,
  type ReceiverAnswer,
} from './event-receiver';
export { pushSignature } from '../protocol/signature';
export { eventXml } from '../protocol/event-xml';
export { until } from '@pm/vendor-kit/testing';
