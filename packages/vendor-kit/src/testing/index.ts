// What every fake vendor's test kit shares: a local receiver for what the vendor sends, and polling.
export { startReceiver, type Answered, type Arrival, type Receiver, type ReceiverAnswer, type ReceiverOptions } from './receiver';
export { until } from './until';
