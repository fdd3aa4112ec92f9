import { startWechatVendor } from './index';

const port = Number(process.env.WECHAT_VENDOR_PORT ?? 3004);
const vendor = await startWechatVendor({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  eventUrl: process.env.WECHAT_EVENT_URL || undefined,
});
console.log(`fake WeChat 公众号 on ${vendor.url} (demo AppID and secret: ${vendor.url}/__test/app)`);
const stop = () => void vendor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
