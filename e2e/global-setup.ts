import type { TestProject } from 'vitest/node';
import { startTestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server for the whole run (server.ts), its address given to every file as `baseUrl`. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
