export * from './recon-kinds';
export * from './recon-fee';
export * from './recon-match';
export * from './recon-settlement';
