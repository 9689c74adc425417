// Runs the app as a real child process (npm start's script), as a user would.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type AppProcess = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

export function spawnApp(args: string[], env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

export async function waitForHttp(url: string, app: AppProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) {
      throw new Error(`The app exited (${app.child.exitCode}):\n${app.output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${app.output()}`);
}

export async function stopApp(app: AppProcess) {
  if (app.child.exitCode === null) app.child.kill('SIGTERM');
  return app.exited;
}
