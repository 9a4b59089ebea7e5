import type { TestProject } from 'vitest/node';
import { prepareTestDatabases } from './database-snapshots.js';

/** The API project's global setup: the run's test databases, handed to every test file by `inject`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { sources, teardown } = await prepareTestDatabases();
  project.provide('testDatabases', sources);
  return teardown;
}
