export * from './online-pay.endpoints';
export * from './recon.endpoints';
