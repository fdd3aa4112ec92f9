export { Money as ChargeMoney, Decimal4, Period, PriceMethod, Basis, AreaType, Rounding, Proration, TargetType, LineStatus, LineAction, RunKind, ReadingState, ShareMethod, ShareScope, decimalText } from './charging.schemas';
export * from './charging.records';
export * from './standards.endpoints';
export * from './readings.endpoints';
export * from './lines.endpoints';
export * from './adjustments.endpoints';
export * from './dunning.endpoints';
