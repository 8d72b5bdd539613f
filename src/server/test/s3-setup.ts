import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.ts';

/** One S3-compatible server for the `api-s3` project's run; each test file makes its own bucket. */
export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}
