import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// `npm run dev` serves the app with HMR and sends /api to the reference server (`npm start` or the dev script).
const apiTarget = process.env.KARVON_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
