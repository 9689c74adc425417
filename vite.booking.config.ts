// Builds the public booking page's own entry (src/web/booking.html, decision 023) into
// dist/web next to the app, after vite.config.ts's build. It runs on Preact's
// React-compatible runtime instead of React (decision 024): the same components, a
// fraction of the framework script for a phone to parse before the visitor picks a time.
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { SRC, scriptAfterFirstPaint, sharedConfig } from './vite.config.ts';

/** Exact names: "react" must not also catch "react-dom/client" or "react-router". */
const exactly = (name: string, replacement: string) => ({
  find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
  replacement,
});

export default defineConfig({
  ...sharedConfig,
  plugins: [...sharedConfig.plugins, scriptAfterFirstPaint('booking.html')],
  resolve: {
    alias: [
      { find: '@', replacement: SRC },
      exactly('react', 'preact/compat'),
      exactly('react-dom', 'preact/compat'),
      exactly('react-dom/client', 'preact/compat/client'),
      exactly('react/jsx-runtime', 'preact/jsx-runtime'),
      exactly('react/jsx-dev-runtime', 'preact/jsx-dev-runtime'),
    ],
  },
  build: {
    ...sharedConfig.build,
    // The app's build (vite.config.ts) has just filled the folder: add to it.
    emptyOutDir: false,
    rolldownOptions: { input: { booking: join(SRC, 'web/booking.html') } },
  },
});
