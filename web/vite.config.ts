import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = process.env.PMP_API_ORIGIN ?? 'http://localhost:4000';

// changeOrigin stays false so the api sees the browser's Host and its origin check passes.
const toApi: ProxyOptions = { target: apiOrigin, changeOrigin: false };

/**
 * index.html preloads Inter's Latin file: otherwise the browser asks for it only once the first
 * text is laid out (after the session check), and the first screen's text waits for it.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'pmp-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return [];
        const font = Object.keys(ctx.bundle).find((name) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
        if (!font) throw new Error('preloadLatinFont: the Inter Latin font is not in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadLatinFont(),
    // Every text asset also as .br and .gz beside it (brotli and gzip at their best levels, once at
    // build time); the api serves the one the browser accepts (api/src/http/web-app.ts). HTML is
    // left out: the api sends index.html itself (with the runtime configuration added).
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|json|svg|ttf|wasm)$/,
      skipIfLargerOrEqual: true,
    }),
  ],
  // "@pmp/source": workspace packages (@pmp/shared) from their TypeScript source, compiled with the app.
  resolve: { conditions: ['@pmp/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: {
      '/api': toApi,
      '/graphql': { ...toApi, ws: true },
      '/healthz': toApi,
      '/readyz': toApi,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphiQL page carries Monaco (~2.8 MB); the app itself is code-split per page.
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      onwarn(warning, warn) {
        // GraphiQL's "use no memo" directives are React-compiler hints, harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // graphql-js is left to Rollup: the app needs only its printer and visitor, GraphiQL the rest
        // (a chunk of all of it made every first load fetch code that only GraphiQL runs).
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
      input: {
        main: resolve(webRoot, 'index.html'),
        graphiql: resolve(webRoot, 'graphiql.html'),
      },
    },
  },
  worker: { format: 'es' },
});
