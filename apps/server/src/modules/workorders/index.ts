// What other modules may use of 工单: the owner portal opens an order for each 报修 / 投诉 request.
export { openOrderForRequest, orderStateOfRecord } from './portal-orders';
export { recordHasOrder } from './portal-orders';
// The call centre's screen pop opens an order for the caller's house in the house's company.
export { createCallOrder, type CallOrderFacts } from './create-call-order';
