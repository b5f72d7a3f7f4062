import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The app is served under /site/app/ by the reference server (and by any real host).
export default defineConfig({
  base: '/site/app/',
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    // `npm run dev`: the API lives on the reference server; same-origin calls are proxied.
    proxy: {
      '/api': 'http://localhost:8080',
      '/reactapi': 'http://localhost:8080',
    },
  },
  build: { target: 'es2022', sourcemap: false },
});
