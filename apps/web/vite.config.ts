import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { landingSettings, TREESHAKE_SCHEMAS } from './vite.entry';

/** In development the API server runs on port 3000; in production it serves dist/ itself. */
const API_ORIGIN = 'http://localhost:3000';

/** --brand-700 in src/styles/tokens.css, as index.html's theme colour. */
const THEME_COLOR = '#0b5c55';
const COURIER_HTML = 'courier.html';
const TRACKING_HTML = 't.html';

/**
 * The files the courier entry loads (its chunks, their imports, CSS and assets), so the service
 * worker precaches the courier app only and never the admin app's code.
 */
function courierFiles(): Plugin & { files: Set<string> } {
  const files = new Set<string>([COURIER_HTML]);
  return {
    name: 'rutaviva:courier-files',
    apply: 'build',
    files,
    writeBundle(_options, bundle) {
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const output of Object.values(bundle)) {
        if (
          output.type === 'chunk' &&
          output.isEntry &&
          output.facadeModuleId?.endsWith(`/${COURIER_HTML}`)
        ) {
          visit(output.fileName);
        }
      }
    },
  };
}

/**
 * vite-plugin-pwa writes its manifest link into every HTML entry; the admin app (index.html)
 * must stay as it is, so its HTML hooks only see courier.html.
 */
function onlyInCourierHtml(plugins: PluginOption[]): PluginOption[] {
  return plugins.flat().map((plugin) => {
    if (
      !plugin ||
      typeof plugin !== 'object' ||
      !('transformIndexHtml' in plugin) ||
      !plugin.transformIndexHtml
    ) {
      return plugin;
    }
    const hook = plugin.transformIndexHtml;
    const handler = typeof hook === 'function' ? hook : hook.handler;
    const order = typeof hook === 'function' ? undefined : hook.order;
    return {
      ...plugin,
      transformIndexHtml: {
        order,
        handler(this: unknown, html, context) {
          if (!context.path.endsWith(`/${COURIER_HTML}`)) return html;
          return handler.call(this as never, html, context);
        },
      },
    } satisfies Plugin;
  });
}

/**
 * Vite's dev server answers /courier and /courier/* with the courier entry, and /t and
 * /track-demo with the tracking entry, as the API server does.
 */
function entryDevRoutes(): Plugin {
  return {
    name: 'rutaviva:entry-dev-routes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/courier(\/[^.]*)?(\?.*)?$/.test(request.url)) request.url = `/${COURIER_HTML}`;
        else if (request.url && /^\/(t|track-demo)\/?(\?.*)?$/.test(request.url)) {
          request.url = `/${TRACKING_HTML}${request.url.replace(/^[^?]*/, '')}`;
        }
        next();
      });
    },
  };
}

const courier = courierFiles();

export default defineConfig({
  plugins: [
    react(),
    // The dev server serves the landing page from this config.
    landingSettings(),
    courier,
    entryDevRoutes(),
    onlyInCourierHtml(
      VitePWA({
        // The courier app registers the worker itself (src/courier/lib/service-worker.ts).
        injectRegister: false,
        registerType: 'autoUpdate',
        // At the root, so its scope may be /courier itself (a worker's scope cannot be above its folder).
        filename: 'courier-sw.js',
        scope: '/courier',
        manifestFilename: 'courier/manifest.webmanifest',
        includeManifestIcons: true,
        manifest: {
          id: '/courier',
          name: 'RutaViva Courier',
          short_name: 'RutaViva',
          description: 'Start deliveries and share your live location with your customers.',
          start_url: '/courier',
          scope: '/courier',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: THEME_COLOR,
          background_color: THEME_COLOR,
          lang: 'es',
          icons: [
            { src: '/courier/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/courier/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/courier/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/courier/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The manifest's icons are added by includeManifestIcons; the iOS icon is not among them.
          globPatterns: [COURIER_HTML, 'assets/**/*.{js,css,svg,png,woff2}', 'courier/icon-180.png'],
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.filter(({ url }) => url.startsWith('courier/') || courier.files.has(url)),
              warnings: [],
            }),
          ],
          navigateFallback: `/${COURIER_HTML}`,
          // Matched against path and query: /courier, /courier/…, /courier?batch_ms=…
          navigateFallbackAllowlist: [/^\/courier(?:[/?#]|$)/],
          navigateFallbackDenylist: [/^\/api\//],
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          // Nothing comes from other origins: no CDN runtime caching, no Google Analytics.
          runtimeCaching: [],
          sourcemap: false,
        },
      }),
    ),
  ],
  server: {
    proxy: {
      // xfwd: requests relayed from other devices must not look like the developer's own.
      '/api': { target: API_ORIGIN, changeOrigin: true, xfwd: true },
      '/pusher': { target: API_ORIGIN, changeOrigin: true, xfwd: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true, xfwd: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The courier PWA. The admin app and the customer's tracking page (/t, /track-demo), DESIGN §7,
    // are built after it, each alone (vite.entry.ts), so no entry loads code tree-shaken for another.
    rolldownOptions: { input: { courier: COURIER_HTML }, treeshake: TREESHAKE_SCHEMAS },
  },
});
