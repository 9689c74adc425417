import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            // The pure parts of `npm run interop` (the run itself is no test).
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // CI runs the PostgreSQL stage beside this one on two cores: a test that takes
          // 3 s alone has taken 33 s there, and a server's start in a hook over a minute.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/support/build-web.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
