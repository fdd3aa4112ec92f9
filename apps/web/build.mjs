// The web build: the staff app, then the owners' portal into the same dist/ (vite.config.ts, PM_WEB_PAGE).
import { build } from 'vite';

await build();
process.env.PM_WEB_PAGE = 'owner';
await build();
