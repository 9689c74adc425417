// vitest globalSetup for the browser journeys: build the web app if its sources changed,
// exactly as `npm start` does, so a fresh clone needs no separate build step.
import { execFileSync } from 'node:child_process';

export default function setup() {
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
}
