// Builds the single-page app in src/web into dist/web. The server reads the manifest
// to link the same hashed CSS from its server-rendered pages.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

export const SRC = fileURLToPath(new URL('./src', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));

/** What both builds share: the app's (this file) and the booking page's (vite.booking.config.ts). */
export const sharedConfig = {
  root: join(SRC, 'web'),
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: OUT_DIR,
    // Modern evergreen browsers only: smaller bundles, no legacy transforms.
    target: 'es2022',
  },
} satisfies UserConfig;

export default defineConfig({
  ...sharedConfig,
  resolve: { alias: { '@': SRC } },
  build: {
    ...sharedConfig.build,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The public booking page is built apart, on its own runtime (vite.booking.config.ts).
      input: { index: join(SRC, 'web/index.html') },
      output: {
        codeSplitting: {
          // The framework changes far less often than the app: its own chunks stay cached
          // across deploys.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

/**
 * A server-rendered page (the booking page, decision 023) shows its content before any
 * script runs, so its script waits for that first paint instead of racing it on a slow
 * phone: the entry is imported once the browser reports the page's first contentful
 * paint (or after 3 s, for a tab that paints nothing while hidden). Its module preloads
 * go too: in the page's head they held back chromium's first frame by up to two seconds.
 */
export function scriptAfterFirstPaint(page: string): Plugin {
  return {
    name: 'scale:script-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith(`/${page}`)) return html;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error(`${page}: no module entry script to defer`);
        const loader = [
          '<script type="module">',
          `let started = false; const start = () => { if (!started) { started = true; import(${JSON.stringify(entry[1])}); } };`,
          "new PerformanceObserver(start).observe({ type: 'paint', buffered: true }); setTimeout(start, 3000);",
          '</script>',
        ].join('');
        return html
          .replace(entry[0], '')
          .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
          .replace('</body>', () => `${loader}\n  </body>`);
      },
    },
  };
}

/**
 * Writes .br and .gz next to every text asset of this build so the server streams them
 * pre-compressed (serveStatic's `precompressed`) instead of compressing per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'scale:precompress-assets',
    apply: 'build',
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        // .mjs: pdf.js's worker (1.2 MB, a third of that compressed).
        if (!/^assets\/.*\.(m?js|css|svg|json|html)$/.test(file)) continue;
        const path = join(OUT_DIR, file);
        if (statSync(path).size < 1024) continue;
        const content = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
