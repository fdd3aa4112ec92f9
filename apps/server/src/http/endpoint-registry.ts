import type { Endpoint } from '@pm/contracts';

const registered: Endpoint[] = [];

/** Every endpoint registered in this process, for the OpenAPI document. */
export function rememberEndpoint(endpoint: Endpoint): void {
  if (!registered.some((e) => e.method === endpoint.method && e.path === endpoint.path)) registered.push(endpoint);
}

export function registeredEndpoints(): readonly Endpoint[] {
  return registered;
}
