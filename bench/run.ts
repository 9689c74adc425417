// `npm run bench`: runs every bench/*.bench.ts (or those named on the command line)
// one after another and prints one table of figure, target, measured, ratio against a
// baseline of the same run, pass/fail. A full run (no names) also writes the table, with
// the machine and the date, to bench/RESULTS.md; a partial one leaves that file alone.
import { readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, BenchResult } from './result';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

// Figures taken on a busy machine are not comparable: the report says how busy it was.
const loadAtStart = loadavg()[0]?.toFixed(2);
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

/** A table cell: a "|" would end the cell early, a line break the row. */
const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform} ${process.arch}`;
const table = [
  '| figure | target | measured | ratio | result | detail |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${[r.figure, r.target, r.measured, r.ratio, r.pass ? 'pass' : 'FAIL', r.detail].map(cell).join(' | ')} |`,
  ),
].join('\n');
const summary = `${rows.filter((r) => r.pass).length} of ${rows.length} pass.`;
console.log(`\nMachine: ${machine}\n\n${table}\n\n${summary}`);

if (only.length === 0) {
  const report = [
    '# Benchmark results',
    '',
    'The output of the last full `npm run bench` (every bench/*.bench.ts in one run).',
    '',
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${machine}`,
    `- Load average (1 min) when the run started: ${loadAtStart}`,
    '',
    table,
    '',
    summary,
    '',
  ].join('\n');
  writeFileSync(new URL('RESULTS.md', import.meta.url), report);
  console.log('Written to bench/RESULTS.md.');
}
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
