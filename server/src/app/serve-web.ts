import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';

// Vite names everything under assets/ after its content: a new build never reuses a name, so browsers keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current build's assets: browsers revalidate it (ETag) on every load.
const REVALIDATE = 'no-cache';
// The build's precompressed siblings are sent in place of their file, never as files of their own.
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * Serves the built single-page app: files of the build (their brotli/gzip variant written by the build when the
 * browser accepts one, with Vary: Accept-Encoding), index.html for the app's client-side routes, 404 for a
 * missing asset (a page of an older build asking for a chunk that is gone).
 */
export async function serveWeb(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = path.resolve(config.webDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) return;
  // Only reply.sendFile: the route below decides what each path gets and its Cache-Control.
  await app.register(fastifyStatic, { root, serve: false, index: false, preCompressed: true, cacheControl: false });
  const apiPrefixes = [config.apiPrefix || '/api', config.referencePrefix].filter(Boolean);
  app.get('/*', async (req, reply) => {
    const url = req.raw.url ?? '/';
    // The app's not-found answer (error-handler.ts), in the form of the mount the path is under.
    if (apiPrefixes.some((prefix) => url.startsWith(`${prefix}/`) || url === prefix)) return reply.callNotFound();
    const file = buildFile(root, url.split('?')[0] ?? '/');
    if (file) return reply.header('Cache-Control', file.startsWith('assets/') ? IMMUTABLE : REVALIDATE).sendFile(file);
    if (url.startsWith('/assets/')) return reply.callNotFound();
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  });
}

/** The build's file at this URL path (relative to the build folder), or undefined when there is none. */
function buildFile(root: string, rawPath: string): string | undefined {
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  const full = path.resolve(root, `.${path.posix.normalize(`/${urlPath}`)}`);
  if (!full.startsWith(`${root}${path.sep}`) || COMPRESSED_SIBLING.test(full)) return undefined;
  return isReadableFile(full) ? path.relative(root, full).split(path.sep).join('/') : undefined;
}

// What the file system answers for a path that names no file it could send: a segment over the name limit
// (ENAMETOOLONG), a file used as a folder (`/index.html/x`: ENOTDIR), a symbolic-link loop (ELOOP), a NUL byte
// (ERR_INVALID_ARG_VALUE, EINVAL), a file or folder the server may not read (EACCES, EPERM). Any other failure (EIO,
// EMFILE) is the server's own and stays an error.
const NOT_A_FILE = new Set(['ENOENT', 'ENAMETOOLONG', 'ENOTDIR', 'ELOOP', 'ERR_INVALID_ARG_VALUE', 'EINVAL', 'EACCES', 'EPERM']);

function isReadableFile(full: string): boolean {
  try {
    if (!fs.statSync(full).isFile()) return false;
    fs.accessSync(full, fs.constants.R_OK);
    return true;
  } catch (error) {
    if (NOT_A_FILE.has((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}
