import { startPayVendor } from './index';

const port = Number(process.env.PAYMENT_VENDOR_PORT ?? 3002);
const vendor = await startPayVendor({ port, host: process.env.HOST ?? '127.0.0.1', signTestRate: 0.05 });
console.log(`fake WeChat Pay on ${vendor.url} (demo keys: ${vendor.url}/__knobs/keys)`);
const stop = () => void vendor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
