import type { arrearsEndpoints, commonEndpoints, EndpointInput, EndpointOutput, houseTreeEndpoints, paymentEndpoints } from '@pm/contracts';

// Names for the contract shapes the screens use (derived from the endpoint table, never re-declared).
export type AgeingData = EndpointOutput<typeof arrearsEndpoints.ageing>;
export type BucketCode = AgeingData['buckets'][number]['code'];
export type ArrearsHouse = EndpointOutput<typeof arrearsEndpoints.arrearsHouses>['rows'][number];
export type ArrearsLine = EndpointOutput<typeof arrearsEndpoints.arrearsLines>['rows'][number];
export type HouseArrears = EndpointOutput<typeof commonEndpoints.arrearsHouseDetail>;
export type Ledger = EndpointOutput<typeof houseTreeEndpoints.ledgerPri>;
export type PaymentListRow = EndpointOutput<typeof paymentEndpoints.listPayments>['rows'][number];
export type PaymentDetail = EndpointOutput<typeof paymentEndpoints.getPayment>;
export type SumRow = EndpointOutput<typeof paymentEndpoints.summary>['total'];
export type Daily = EndpointOutput<typeof paymentEndpoints.daily>;
export type SummaryGroup = NonNullable<EndpointInput<typeof paymentEndpoints.summary>['groupBy']>;
