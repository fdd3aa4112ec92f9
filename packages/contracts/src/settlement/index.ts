export {
  SettleMethod,
  SettleType,
  LineSettleType,
  RefundSettleType,
  LineCategory,
  AccountKind,
  TenderInput,
  TenderRow,
  AllocationRow,
  EntryRow,
  ReceiptBrief,
  Payment,
  PaymentRow,
  SumRow,
} from './settlement.schemas';
export * from './counter.endpoints';
export * from './payments.endpoints';
export * from './arrears.endpoints';
export * from './refund-requests.endpoints';
