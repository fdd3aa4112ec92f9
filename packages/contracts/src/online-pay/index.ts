export * from './online-pay.endpoints';
