import { startEinvoiceVendor } from './index';

const port = Number(process.env.EINVOICE_VENDOR_PORT ?? 3005);
const vendor = await startEinvoiceVendor({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  callbackUrl: process.env.EINVOICE_CALLBACK_URL || undefined,
});
console.log(
  `fake e-invoice platform (诺税通-like) on ${vendor.url} (demo app key and secret: ${vendor.url}/__test/app)`,
);
const stop = () => void vendor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
