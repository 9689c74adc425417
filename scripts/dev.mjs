// npm run dev: the whole app with hot reload on http://localhost:$PORT (3000).
//
// Vite's dev server answers on PORT: the web app's routes and modules, with React
// fast refresh. Everything else (the API, auth, /dev/mail, health probes and the
// server-rendered pages) is proxied to the API server, which runs under `tsx watch`
// on an internal port and restarts when server code changes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const WEB_ROOT = join(ROOT, 'src/web');
const WEB_PUBLIC = join(WEB_ROOT, 'public');
/** The paths the web app routes itself; the server's web-app.ts reads the same list. */
const APP_PATHS = JSON.parse(readFileSync(join(ROOT, 'src/core/app-paths.json'), 'utf8'));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? true;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

function isAppPath(pathname) {
  return APP_PATHS.some((path) =>
    path.endsWith('/*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path,
  );
}

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** Whether Vite answers this request itself rather than the API server. */
function isViteRequest(url) {
  const pathname = decodeURIComponent(new URL(url, 'http://dev').pathname);
  if (isAppPath(pathname)) return true;
  // Vite's own endpoints and pre-bundled dependencies.
  if (/^\/(@|node_modules\/|__)/.test(pathname)) return true;
  // Source modules and public files of the web app (e.g. /main.tsx, /styles.css).
  if (pathname.includes('..')) return false;
  return isFile(join(WEB_ROOT, pathname)) || isFile(join(WEB_PUBLIC, pathname));
}

/**
 * A preloaded module that ends its process gracefully (SIGTERM) once `parentPid` is
 * gone, so a killed dev script leaves no server holding the data folder.
 */
function exitWithParent(parentPid) {
  const source = `const timer = setInterval(() => {
  try { process.kill(${parentPid}, 0); } catch { clearInterval(timer); process.kill(process.pid, 'SIGTERM'); }
}, 1000);
timer.unref();`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

/** Resolves true once the API server answers, false if it exits first. */
async function waitForApi(apiUrl, api) {
  while (api.exitCode === null) {
    try {
      if ((await fetch(`${apiUrl}/healthz`)).ok) return true;
    } catch {
      // Still starting: migrations run before the server listens.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  const apiPort = await freePort();
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  // Its own process group, so a terminal Ctrl-C reaches only this script, which
  // shuts the server down once and in order.
  const api = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'watch',
      '--clear-screen=false',
      'src/server/main.ts',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        // Links in mails and OAuth callbacks must point at the address people use.
        PUBLIC_URL: publicUrl,
        SCALE_VITE_DEV: '1',
        // tsx watch and the server it runs both stop if this script dies unannounced.
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --import=${exitWithParent(process.pid)}`.trim(),
      },
    },
  );

  const vite = await createViteServer({
    configFile: join(ROOT, 'vite.config.ts'),
    server: {
      port,
      host,
      strictPort: true,
      proxy: {
        '/': {
          target: apiUrl,
          // The API server must see the browser's Host and Origin (auth checks them).
          changeOrigin: false,
          xfwd: true,
          bypass: (req) => (isViteRequest(req.url ?? '/') ? req.url : undefined),
        },
      },
    },
  });
  await vite.listen();
  if (await waitForApi(apiUrl, api)) {
    console.log(
      `\n  Scale dev server: ${publicUrl}  (API server on ${apiUrl}, restarts on change)\n`,
    );
  }

  let isStopping = false;
  const stop = async (code) => {
    if (isStopping) return;
    isStopping = true;
    await vite.close().catch(() => {});
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
  api.once('exit', (code) => {
    if (isStopping) return;
    console.error(`The API server stopped (exit code ${code}).`);
    void stop(code ?? 1);
  });
}

await main();
