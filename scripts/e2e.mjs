// Browser tests: Debian's Chromium driven by playwright-core against the built product.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled } from './ensure-ready.mjs';
import { pnpm } from './pnpm.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log('未找到 Chromium，正在安装 Debian 的 chromium 软件包…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  spawnSync([...sudo, 'apt-get', 'update'].join(' '), { shell: true, stdio: 'inherit' });
  const r = spawnSync([...sudo, 'apt-get', 'install', '-y', 'chromium'].join(' '), { shell: true, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// Without a CJK font every Chinese character renders as an empty box in screenshots.
const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
if (fonts.status !== 0 || !fonts.stdout.trim()) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('未找到中文字体，正在安装 fonts-wqy-microhei…');
  spawnSync(`${sudo}apt-get install -y fonts-wqy-microhei || (${sudo}apt-get update && ${sudo}apt-get install -y fonts-wqy-microhei)`, { shell: true, stdio: 'inherit' });
}
ensureInstalled();
ensureBuilt();
pnpm(['exec', 'vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
