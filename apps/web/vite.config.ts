import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the API server runs on port 3000; in production it serves dist/ itself. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/pusher': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One entry for now; the tracking page (/t) gets its own entry later (DESIGN §7).
    rolldownOptions: { input: { main: 'index.html' } },
  },
});
