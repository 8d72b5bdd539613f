import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticShell } from './scripts/static-shell.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const version = pkg.version;
// One id per build: the client compares it with builds/latest.json to notice a newer deployment.
const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
// A second dev server (another port) can point at its own API.
const api = process.env.DEV_API_TARGET ?? 'http://127.0.0.1:3001';

function buildManifest(): Plugin {
  const meta = () => JSON.stringify({ buildId, version, builtAt: new Date().toISOString() });
  return {
    name: 'vapour-build-manifest',
    generateBundle() {
      const source = meta();
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${buildId}.json`, source });
    },
    configureServer(server) {
      server.middlewares.use('/builds/latest.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(meta());
      });
    },
  };
}

/**
 * antd-mobile-icons draws each icon with 7-digit coordinates in a 48-unit box and ids from its design
 * file: the shell's nine icons weighed 8 KiB of the first load (issue 37). Two decimals (a few
 * thousandths of a pixel at the sizes drawn) and no ids (nothing refers to them; two copies of an
 * icon repeated them on the page) halve that.
 */
function leanIcons(): Plugin {
  return {
    name: 'vapour-lean-icons',
    transform(code, id) {
      if (!/antd-mobile-icons[\\/]es[\\/]\w+\.js$/.test(id)) return null;
      return code
        .replace(
          /d: "([^"]*)"/g,
          (_m, d: string) => `d: "${d.replace(/-?\d+\.\d+/g, (n) => String(+Number(n).toFixed(2)))}"`,
        )
        .replace(/\n\s*id: "[^"]*",?/g, '');
    },
  };
}

/**
 * Two of antd-mobile's defaults the app never uses, left out of the first load (issue 37,
 * docs/decisions/127): the imperative render for React 16-18 (rc-util's, with Babel's runtime; the app
 * sets React 19's through `unstableSetRender` in start-app.tsx), replaced by a module that only says
 * it is not set; and Chinese as the default locale (the app always wraps itself in a ConfigProvider
 * with the interface's language), replaced by English.
 */
function antdDefaults(): Plugin {
  const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const swaps: { importer: RegExp; source: string; to: string }[] = [
    {
      importer: /antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/,
      source: './render',
      to: here('./src/web/app/antd-default-render.ts'),
    },
    {
      importer: /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/,
      source: '../../locales/zh-CN',
      to: here('./node_modules/antd-mobile/es/locales/en-US.js'),
    },
  ];
  return {
    name: 'vapour-antd-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      const swap = swaps.find((s) => s.source === source && importer && s.importer.test(importer));
      return swap?.to ?? null;
    },
  };
}

/**
 * What the age gate and the app both run: React, the translations in English, the stores they share;
 * the age gate too: a few KB that save the app a request of its own. main.tsx imports none of it, so
 * that the static gate of index.html paints before React's chunk runs. The English catalog comes with
 * what `i18n/en-us.ts` imports (a group takes a captured module's dependencies): the shell's and the
 * home page's texts; the features' other texts and the console's load with their pages (decision 121).
 */
const REACT_CORE =
  /node_modules[\\/](react|react-dom|scheduler|zustand|use-sync-external-store)[\\/]|src[\\/]web[\\/]i18n[\\/](i18n|en-us|language-store|translator)\.ts$|src[\\/]shared[\\/](messages[\\/]en-us|i18n)\.ts$|src[\\/]web[\\/]compliance[\\/](compliance-store\.ts|gate-app\.tsx)$/;

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    buildManifest(),
    staticShell(),
    leanIcons(),
    antdDefaults(),
    // The installable app (issue 15; docs/decisions/072): the manifest, and our service worker
    // (src/web/sw.ts) built with Workbox; the platform chunk registers it after the first page.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      includeAssets: [],
      includeManifestIcons: false,
      // A classic script (the worker is registered without `type: 'module'`), built without the
      // deprecated `inlineDynamicImports` of the 'es' format.
      injectManifest: { globPatterns: ['offline.html', 'icons/*.png'], rollupFormat: 'iife' },
      manifest: {
        id: '/',
        name: 'Vapour Club',
        short_name: 'Vapour Club',
        description: 'The community for adult vapers. 21+ only.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f6f3ea',
        theme_color: '#0e6f68',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __APP_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // Every browser the app supports preloads modules itself; the polyfill was a script of its own.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A first load in few files (issue 37, docs/decisions/095): every file costs a request and
        // about 1 KB of response headers, so the app and the home page each come as one chunk
        // (a captured module brings its dependencies), beside the libraries both need.
        codeSplitting: {
          groups: [
            // Vite's helper for import() comes with main.tsx, the entry (it must not import React's
            // chunk for it), rather than in a file of its own.
            { name: 'index', test: /vite[\\/]preload-helper|src[\\/]web[\\/]main\.tsx$/, priority: 6 },
            // The schema library stays with the forms and pages that parse answers.
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/, priority: 5 },
            { name: 'react', test: REACT_CORE, priority: 4 },
            { name: 'app', test: /src[\\/]web[\\/]app[\\/]start-app\.tsx$/, priority: 2 },
            { name: 'home', test: /src[\\/]web[\\/]content[\\/]pages[\\/]home-page\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      // Not the app's own modules under src/web/api/ (served as /api/*.ts in development).
      '^/api/(?!.*\\.tsx?(\\?|$))': api,
      '/obs': api,
      '/auth/facebook': {
        target: api,
        // The provider sends the browser back to /auth/facebook?ticket=… or ?error=…: that is the SPA page.
        bypass: (req) => (/[?&](ticket|error)=/.test(req.url ?? '') ? '/index.html' : undefined),
      },
    },
  },
  preview: { port: 3000 },
});
