// Bundles this service into dist/ the way every service of the workspace is (scripts/build-service.mjs).
import { build } from 'esbuild';
import { buildService } from '../../scripts/build-service.mjs';

await buildService(build, import.meta.url);
