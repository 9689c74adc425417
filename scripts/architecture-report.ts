// Prints the figures of the boundary rules (ARCHITECTURE.md): cross-feature imports, runtime
// cycles, server→web imports, rule breaks and cross-feature table use. `npm run architecture`.
import { fileURLToPath } from 'node:url';
import {
  crossFeatureImports,
  featureCycles,
  importViolations,
  tableOwners,
  tableViolations,
} from '../tests/support/architecture-rules';
import { importEdges, runtimeCycles, sourceFiles } from '../tests/support/import-graph';

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
console.log(`queries on another feature's tables: ${tables.length}`);
for (const t of tables) console.log(`  ${t.file}: ${t.table} (${t.owner})`);

if (process.argv.includes('--json')) {
  console.log(`JSON ${JSON.stringify({ breaks, tables, cycles })}`);
}
