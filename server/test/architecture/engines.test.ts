// `package.json` declares the Node versions we support; every installed package must support all of them, or
// `npm ci` warns (EBADENGINE) and the package may use what the declared oldest Node lacks. The lockfile records
// each package's own `engines.node`, so the check needs no install.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (file: string) => JSON.parse(fs.readFileSync(root + file, 'utf8')) as Record<string, unknown>;

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

/** Packages whose declared Node range leaves out the oldest Node we declare. */
export function packagesNarrowerThan(declared: string, packages: Record<string, LockedPackage>): string[] {
  const oldest = semver.minVersion(declared);
  if (!oldest) throw new Error(`engines.node "${declared}" is not a version range`);
  return Object.entries(packages).flatMap(([where, pkg]) => {
    const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
    if (!where || !range) return [];
    return semver.satisfies(oldest, range, { includePrerelease: true }) ? [] : [`${where}@${pkg.version} needs node ${range}`];
  });
}

describe('Node versions', () => {
  const declared = (readJson('package.json').engines as { node: string }).node;

  it('every locked package supports the oldest Node that package.json declares', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    expect(packagesNarrowerThan(declared, lock.packages)).toEqual([]);
  });

  it('names a package that needs a newer Node (self-test)', () => {
    const found = packagesNarrowerThan('>=20.19', {
      'node_modules/new': { version: '3.0.0', engines: { node: '>=22' } },
      'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
    });
    expect(found).toEqual(['node_modules/new@3.0.0 needs node >=22']);
  });

  it('runs on a Node that package.json declares', () => {
    expect(semver.satisfies(process.version, declared)).toBe(true);
  });
});
