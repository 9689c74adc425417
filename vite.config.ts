// Builds the single-page app in src/web into dist/web. The server reads the manifest
// to link the same hashed CSS from its server-rendered pages.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const SRC = fileURLToPath(new URL('./src', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root: join(SRC, 'web'),
  resolve: { alias: { '@': SRC } },
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    // Modern evergreen browsers only: smaller bundles, no legacy transforms.
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than the app: its own chunk stays cached
          // across deploys.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

/**
 * Writes .br and .gz next to every text asset so the server streams them
 * pre-compressed (serveStatic's `precompressed`) instead of compressing per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'scale:precompress-assets',
    apply: 'build',
    closeBundle() {
      const assets = join(OUT_DIR, 'assets');
      let files: string[];
      try {
        files = readdirSync(assets);
      } catch {
        return;
      }
      for (const file of files) {
        if (!/\.(js|css|svg|json|html)$/.test(file)) continue;
        const path = join(assets, file);
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
