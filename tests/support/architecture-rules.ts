// The boundary rules of ARCHITECTURE.md, as code: which file may import which, and which
// feature may touch which table. tests/architecture/boundaries.test.ts fails the build on
// any break; scripts/architecture-report.ts prints the counts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportEdge, runtimeCycles } from './import-graph';

/** Tables every feature may read: who a user is, and their public profile. */
export const IDENTITY_TABLES = new Set(['users', 'profiles']);
/**
 * The one access layer (src/server/platform/access, decision 037) reads memberships and
 * roles to scope every workspace query: the only platform code that may.
 */
export const ACCESS_LAYER = 'src/server/platform/access/';
export const MEMBERSHIP_TABLES = new Set([
  'organizations',
  'organization_members',
  'roles',
  'permissions',
  'role_permissions',
]);

type Layer = 'core' | 'ui' | 'web' | 'server';

/** Which layers a layer may import (its own included). */
const LAYER_IMPORTS: Record<Layer, Layer[]> = {
  core: ['core'],
  ui: ['core', 'ui'],
  web: ['core', 'ui', 'web'],
  server: ['core', 'ui', 'server'],
};

export function layerOf(path: string): Layer | null {
  const match = /^src\/(core|ui|web|server)\//.exec(path);
  return match ? (match[1] as Layer) : null;
}

/** `server:clients`, `web:scheduling` — or null for code outside the feature rooms. */
export function featureOf(path: string): string | null {
  const match = /^src\/(server|web)\/features\/([^/]+)\//.exec(path);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** The one file a feature offers to the others. */
export function isPublicFile(path: string): boolean {
  return /^src\/(server|web)\/features\/[^/]+\/public\.ts$/.test(path);
}

/**
 * Platform layers: what features build on. They must not reach into any feature (that
 * would make the platform depend on what it carries).
 */
export function isPlatform(path: string): boolean {
  return (
    /^src\/server\/(db|http|platform|auth)\//.test(path) ||
    /^src\/server\/(config|project-root)\.ts$/.test(path) ||
    /^src\/web\/(components|lib)\//.test(path)
  );
}

export function isTest(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

export type Violation = { from: string; to: string; rule: string };

/** Every import that breaks a rule. Tests may reach anywhere; they are not checked. */
export function importViolations(edges: ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const { from, to, typeOnly } of edges) {
    if (isTest(from)) continue;
    // The database type joins the table types every area declares beside its code.
    if (from === 'src/server/db/types.ts' && to.endsWith('/tables.ts') && typeOnly) continue;
    const fromLayer = layerOf(from);
    const toLayer = layerOf(to);
    if (fromLayer && toLayer && !LAYER_IMPORTS[fromLayer].includes(toLayer)) {
      violations.push({ from, to, rule: `${fromLayer} must not import ${toLayer}` });
      continue;
    }
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (toFeature && isPlatform(from)) {
      violations.push({ from, to, rule: 'a platform layer must not import a feature' });
    } else if (fromFeature && toFeature && fromFeature !== toFeature && !isPublicFile(to)) {
      violations.push({ from, to, rule: "another feature's code outside its public.ts" });
    } else if (
      fromFeature &&
      !toFeature &&
      toLayer !== 'core' &&
      toLayer !== 'ui' &&
      !isPlatform(to)
    ) {
      // app.ts, server.ts, the marketing pages, the web app layer: they compose features,
      // so a feature leaning on them would run the wiring backwards.
      violations.push({ from, to, rule: 'a feature must not import a composition root' });
    }
  }
  return violations;
}

/** Imports from one feature into another (through public.ts or not), for the report. */
export function crossFeatureImports(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    if (isTest(edge.from)) return false;
    const a = featureOf(edge.from);
    const b = featureOf(edge.to);
    return a !== null && b !== null && a !== b;
  });
}

/**
 * Cycles among features (a feature importing one that imports it back, directly or
 * around), found on the feature-level graph of runtime imports.
 */
export function featureCycles(edges: ImportEdge[]): string[][] {
  return runtimeCycles(
    crossFeatureImports(edges).map((edge) => ({
      from: featureOf(edge.from) ?? '',
      to: featureOf(edge.to) ?? '',
      typeOnly: edge.typeOnly,
    })),
  );
}

/** Which area declares each table, read from the `tables.ts` files the database type joins. */
export function tableOwners(root: string, tableFiles: string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of tableFiles) {
    const owner = featureOf(file) ?? file.replace(/\/tables\.ts$/, '');
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/^ {2}(\w+): \{/gm)) owners.set(match[1] ?? '', owner);
  }
  return owners;
}

const TABLE_USE =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*'(\w+)(?:\s+as\s+\w+)?'/g;

/** Tables named in raw SQL (sql`…` templates) after FROM, JOIN, INTO or UPDATE. */
function rawSqlTables(text: string, owners: Map<string, string>): string[] {
  const tables: string[] = [];
  for (const template of text.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)) {
    for (const match of (template[1] ?? '').matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)) {
      const table = match[1] ?? '';
      if (owners.has(table)) tables.push(table);
    }
  }
  return tables;
}

export type TableViolation = { file: string; table: string; owner: string };

/**
 * Queries in a feature (or a platform layer) on a table another area declares, other than
 * the identity tables. A feature asks the owner through its public.ts instead.
 */
export function tableViolations(
  root: string,
  files: string[],
  owners: Map<string, string>,
): TableViolation[] {
  const violations: TableViolation[] = [];
  for (const file of files) {
    if (isTest(file) || layerOf(file) !== 'server') continue;
    const area = featureOf(file) ?? (isPlatform(file) ? 'platform' : null);
    if (!area) continue; // composition roots wire features together
    const text = readFileSync(join(root, file), 'utf8');
    const used = [
      ...[...text.matchAll(TABLE_USE)].map((match) => match[2] ?? ''),
      ...rawSqlTables(text, owners),
    ];
    for (const table of used) {
      const owner = owners.get(table);
      if (!owner || IDENTITY_TABLES.has(table) || owner === area) continue;
      if (file.startsWith(ACCESS_LAYER) && MEMBERSHIP_TABLES.has(table)) continue;
      // A platform area owns its own tables (mail's outbox, the rate limiter's buckets).
      if (area === 'platform' && !owner.startsWith('server:')) continue;
      violations.push({ file, table, owner });
    }
  }
  return violations;
}

/**
 * Workspace rows with no owner level (the workspace's settings-like records): every read,
 * update and delete goes through the access layer's workspaceRowFilter, which fails
 * closed, never a hand-written `workspace_id = …` (decision 037's one access layer).
 */
export const WORKSPACE_ROW_TABLES = new Set([
  'client_custom_fields',
  'client_views',
  'client_view_defaults',
  'webhook_endpoints',
]);

const SCOPED_USE = /\b(selectFrom|updateTable|deleteFrom)\(\s*'(\w+)(?:\s+as\s+\w+)?'/g;

export type SourceText = { file: string; text: string };

/** Server files that query those tables without the access layer's filter. */
export function unscopedWorkspaceRows(sources: SourceText[]): { file: string; table: string }[] {
  const violations: { file: string; table: string }[] = [];
  for (const { file, text } of sources) {
    if (isTest(file) || layerOf(file) !== 'server' || file.startsWith(ACCESS_LAYER)) continue;
    const tables = new Set(
      [...text.matchAll(SCOPED_USE)]
        .map((match) => match[2] ?? '')
        .filter((table) => WORKSPACE_ROW_TABLES.has(table)),
    );
    if (tables.size === 0 || text.includes('workspaceRowFilter(')) continue;
    for (const table of tables) violations.push({ file, table });
  }
  return violations;
}
