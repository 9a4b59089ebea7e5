import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA is served by the API server in production; in development Vite proxies /api (HTTP and websocket)
// to the server so the same relative URLs work in both places.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
});
