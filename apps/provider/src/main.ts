import { startProvider } from './index';

const port = Number(process.env.PROVIDER_PORT ?? 3001);
const provider = await startProvider({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`fake call-centre vendor on ${provider.url}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
