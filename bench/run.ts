// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line)
// one after another and prints one table of figure, target, measured, pass/fail.
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, BenchResult } from './result';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

const rows: BenchResult[] = [];
for (const file of files) {
  console.log(`\n== ${file}`);
  const module = (await import(pathToFileURL(`${dir}/${file}`).href)) as { default: Benchmark };
  try {
    const results = await module.default();
    for (const result of results) console.log(`   ${result.figure}: ${result.measured}`);
    rows.push(...results);
  } catch (error) {
    console.log(`   failed: ${(error as Error).stack}`);
    rows.push({ figure: file, target: 'runs', measured: 'error', pass: false });
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  `Machine: ${machine}`,
  '',
  '| figure | target | measured | detail | result |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.figure} | ${r.target} | ${r.measured} | ${r.detail ?? ''} | ${r.pass ? 'pass' : 'FAIL'} |`,
  ),
].join('\n');
console.log(`\n${table}`);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
