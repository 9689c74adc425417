// Prints the figures of the boundary rules (ARCHITECTURE.md): cross-feature imports, runtime
// cycles, server→web imports, rule breaks and cross-feature table use. `npm run architecture`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  crossFeatureImports,
  featureCycles,
  importViolations,
  tableOwners,
  tableViolations,
} from '../tests/support/architecture-rules';
import {
  type ImportEdge,
  importEdges,
  runtimeCycles,
  sourceFiles,
} from '../tests/support/import-graph';

/**
 * Source files no entry point reaches (the server, the two web entries, the scripts, and
 * worker files named by `new URL('./…', import.meta.url)`) but a test imports.
 */
function filesOnlyTestsUse(root: string, files: string[], edges: ImportEdge[]): string[] {
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  const entries = [
    'src/server/main.ts',
    'src/web/main.tsx',
    'src/web/booking-main.tsx',
    ...sourceFiles(root, 'scripts'),
  ];
  for (const file of files) {
    if (isTest(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/new URL\('\.\/([\w.-]+)\.(?:ts|mjs)'/g)) {
      entries.push(join(dirname(file), `${match[1]}.ts`));
    }
  }
  const scriptEdges = importEdges(root, sourceFiles(root, 'scripts'));
  const next = new Map<string, string[]>();
  for (const edge of [...edges, ...scriptEdges]) {
    if (isTest(edge.from)) continue;
    next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  }
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(next.get(file) ?? []));
  }
  const testEdges = [...edges, ...importEdges(root, sourceFiles(root, 'tests'))];
  const testImported = new Set(
    testEdges.filter((edge) => !edge.from.startsWith('src/') || isTest(edge.from)).map((e) => e.to),
  );
  return files.filter((file) => !isTest(file) && !reached.has(file) && testImported.has(file));
}

const root = fileURLToPath(new URL('..', import.meta.url));
const files = sourceFiles(root);
const edges = importEdges(root, files);
const owners = tableOwners(
  root,
  files.filter((file) => file.endsWith('/tables.ts')),
);
const cross = crossFeatureImports(edges);
const breaks = importViolations(edges);
const cycles = runtimeCycles(edges);
const tables = tableViolations(root, files, owners);
const testOnly = filesOnlyTestsUse(root, files, edges);
const serverToWeb = edges.filter(
  (e) => e.from.startsWith('src/server/') && e.to.startsWith('src/web/'),
);

console.log(`source files under src/: ${files.length}`);
console.log(`imports between them: ${edges.length}`);
console.log(
  `cross-feature imports: ${cross.length} (through a public.ts: ${cross.filter((e) => e.to.endsWith('/public.ts')).length})`,
);
console.log(`runtime import cycles: ${cycles.length}`);
for (const cycle of cycles) console.log(`  ${cycle.join(' → ')}`);
const features = featureCycles(edges);
console.log(`feature cycles: ${features.length}`);
for (const cycle of features) console.log(`  ${cycle.join(' ⇄ ')}`);
console.log(`server → web imports: ${serverToWeb.length}`);
console.log(`import rule breaks: ${breaks.length}`);
for (const b of breaks) console.log(`  ${b.from} → ${b.to} (${b.rule})`);
console.log(`files in src/ only tests use: ${testOnly.length}`);
for (const file of testOnly) console.log(`  ${file}`);
console.log(`queries on another feature's tables: ${tables.length}`);
for (const t of tables) console.log(`  ${t.file}: ${t.table} (${t.owner})`);

if (process.argv.includes('--json')) {
  console.log(`JSON ${JSON.stringify({ breaks, tables, cycles })}`);
}
