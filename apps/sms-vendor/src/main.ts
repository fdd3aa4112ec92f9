import { startSmsVendor } from './index';

const port = Number(process.env.SMS_VENDOR_PORT ?? 3003);
const vendor = await startSmsVendor({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  reportUrl: process.env.SMS_REPORT_URL || undefined,
});
console.log(`fake Aliyun SMS on ${vendor.url} (demo AccessKey: ${vendor.url}/__test/keys)`);
const stop = () => void vendor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
