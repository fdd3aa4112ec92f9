// `npm start`: install, build when needed, then run the product (API + SPA + the fake call-centre
// vendor, WeChat Pay, Aliyun SMS, the WeChat 服务号 and the e-invoice platform) on the embedded database with the demo data.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';

ensureInstalled();
ensureBuilt();
const root = fileURLToPath(new URL('..', import.meta.url));
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl+C reaches the server through the process group; we only wait for it to finish closing.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
