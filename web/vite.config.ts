import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The sign-in screen's JavaScript (the entry chunk and every chunk it imports statically), gzip-compressed. */
export const SIGN_IN_BUDGET_BYTES = 350 * 1024;

/**
 * Fails the build when the sign-in screen's JavaScript passes its budget: the entry chunk and its static
 * imports are what the browser must download before the login form can show (every other screen is a lazy chunk).
 */
function signInBudget(): Plugin {
  return {
    name: 'suanpan:sign-in-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const pending = [entry.fileName];
      let bytes = 0;
      for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
        const chunk = bundle[file];
        if (seen.has(file) || chunk?.type !== 'chunk') continue;
        seen.add(file);
        bytes += zlib.gzipSync(chunk.code).length;
        pending.push(...chunk.imports);
      }
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const line = `sign-in JavaScript: ${kb(bytes)} gzip in ${seen.size} files (budget ${kb(SIGN_IN_BUDGET_BYTES)})`;
      if (bytes > SIGN_IN_BUDGET_BYTES) this.error(`${line}: over budget; load the new code lazily (React.lazy / import())`);
      console.log(line);
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Worth a second file only for text that compresses at all; images and fonts are already compressed.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible output file, at the highest levels (done once per
 * build), so the server sends them as they are (server/src/app/serve-web.ts) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'suanpan:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await fs.readFile(full);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

// The SPA is served by the API server in production; in development Vite proxies /api (HTTP and websocket)
// to the server so the same relative URLs work in both places.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), signInBudget(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The largest chunk is the chart library's (≈530 KB, ≈180 KB gzip): lazy, loaded with the first chart shown.
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
