import { buildProviderApp, type ProviderOptions } from './provider-app';

export { buildProviderApp } from './provider-app';
export { SdkTestClient } from './sdk/phone-sdk-test-client';

export interface RunningProvider {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the fake vendor on its port (0 picks a free one), in the calling process. */
export async function startProvider(
  options: ProviderOptions & { port: number; host?: string },
): Promise<RunningProvider> {
  const app = await buildProviderApp(options);
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://127.0.0.1:${port}`, port, close: () => app.close() };
}
