import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
/**
 * react-router's package exports only its development build (dist/development: dev-only
 * warnings and checks, larger and slower to evaluate); the production build sits next to it.
 * The browser bundle is a production build, so it takes the production one (issue 13: home JS and
 * main-thread time). The server's SSR keeps the package default, so types and behaviour match.
 */
const reactRouterProduction = join(
  dirname(require.resolve('react-router/package.json')),
  'dist',
  'production',
  'index.mjs',
);

export default defineConfig({
  root: __dirname,
  publicDir: 'public',
  resolve: {
    alias: [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    /**
     * Issue 13, first-load JS: no preload lists for dynamic imports. Vite's lists name every lazy
     * chunk's dependencies in the module that imports it: 3 KB gzip in the boot chunk alone (the
     * route table imports every page lazily), paid by every first visit for pages most visitors
     * never open. A lazy page now fetches its shared chunks when its own chunk is parsed (one round
     * trip more on a client-side navigation); the server still preloads the matched route's chunks
     * of the first page. CSS of lazy chunks is still loaded by the helper.
     */
    modulePreload: false,
    target: 'es2022',
    rollupOptions: {
      input: 'src/entry-client.tsx',
      output: {
        /**
         * The libraries every page runs get chunks of their own: entry-client.tsx evaluates them
         * one per task before the app (see warmUp there), so no single task evaluates them all, and
         * an app deploy does not invalidate their cached copies. zod is evaluated with the first
         * island that validates a response (after hydration); packages/contracts declares
         * `sideEffects: false`, so each chunk carries only the contract modules it uses.
         */
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
          ],
        },
      },
      onwarn(warning, warn) {
        // Libraries mark React Server Component boundaries; irrelevant for a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
