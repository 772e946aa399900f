import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // The router plugin must run before React's so that it can split each route file.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }), react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // SDKs that reactfire imports but this app never uses (see the stub's comment).
      {
        find: /^firebase\/(database|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/lib/unused-firebase-sdks.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The manifest lets scripts/bundle-size.ts follow the home page's static imports.
  build: { manifest: true, target: 'es2022' },
});
