import { serveHouses } from './houses-server';

await serveHouses();
