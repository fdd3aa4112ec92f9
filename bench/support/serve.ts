import { serve } from './identity-server';

await serve();
