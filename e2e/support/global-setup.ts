import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    providerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseUrl', product.url);
  project.provide('providerUrl', product.providerUrl);
  return () => product.stop();
}
