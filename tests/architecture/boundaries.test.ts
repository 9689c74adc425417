// The boundary rules of ARCHITECTURE.md fail the build when broken: every import and every
// query of the source tree is checked on each `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  featureCycles,
  importViolations,
  tableOwners,
  tableViolations,
  unscopedWorkspaceRows,
} from '../support/architecture-rules';
import { importEdges, runtimeCycles, sourceFiles } from '../support/import-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));
const files = sourceFiles(root);
const edges = importEdges(root, files);

describe('architecture boundaries', () => {
  it('reads the whole tree (the rules below are not vacuous)', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(edges.length).toBeGreaterThan(2000);
  });

  it('has no import cycle among files, at run time', () => {
    expect(runtimeCycles(edges)).toEqual([]);
  });

  it('has no cycle among features', () => {
    expect(featureCycles(edges)).toEqual([]);
  });

  it('keeps every import inside the rules: layers, public files, no platform → feature', () => {
    expect(importViolations(edges)).toEqual([]);
  });

  it('reads no other feature’s tables but the identity tables', () => {
    const owners = tableOwners(
      root,
      files.filter((file) => file.endsWith('/tables.ts')),
    );
    expect(owners.get('links')).toBe('server:links');
    expect(tableViolations(root, files, owners)).toEqual([]);
  });

  it('queries the workspace’s settings-like rows only through workspaceRowFilter', () => {
    const sources = files.map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
    expect(
      sources.filter(({ text }) => text.includes("selectFrom('client_custom_fields')")).length,
    ).toBeGreaterThan(0);
    expect(unscopedWorkspaceRows(sources)).toEqual([]);
  });
});

describe('the rules themselves', () => {
  it('catch a break of each kind', () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    const rules = importViolations([
      edge('src/server/features/links/a.ts', 'src/web/lib/api.ts'),
      edge('src/core/a.ts', 'src/server/config.ts'),
      edge('src/server/features/links/a.ts', 'src/server/features/clients/service.ts'),
      edge('src/server/http/a.ts', 'src/server/features/clients/public.ts'),
      edge('src/server/features/links/a.ts', 'src/server/app.ts'),
      // allowed:
      edge('src/server/features/links/a.ts', 'src/server/features/clients/public.ts'),
      edge('src/server/features/links/a.ts', 'src/server/http/errors.ts'),
      edge('src/web/features/links/a.tsx', 'src/ui/button.tsx'),
      edge('src/server/features/links/a.test.ts', 'src/server/features/clients/service.ts'),
    ]).map((violation) => violation.rule);
    expect(rules).toEqual([
      'server must not import web',
      'core must not import server',
      "another feature's code outside its public.ts",
      'a platform layer must not import a feature',
      'a feature must not import a composition root',
    ]);
    expect(
      runtimeCycles([
        edge('src/a.ts', 'src/b.ts'),
        edge('src/b.ts', 'src/a.ts'),
        edge('src/c.ts', 'src/d.ts', true),
        edge('src/d.ts', 'src/c.ts'),
      ]),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
    const query = (table: string) =>
      `db.selectFrom('${table}').where('workspaceId', '=', access.workspaceId)`;
    expect(
      unscopedWorkspaceRows([
        { file: 'src/server/features/clients/a.ts', text: query('client_views') },
        { file: 'src/server/features/clients/b.ts', text: query('client_custom_fields as f') },
        // allowed:
        {
          file: 'src/server/features/clients/c.ts',
          text: "db.selectFrom('client_views').where(workspaceRowFilter(access, 'client_views', 'view'))",
        },
        { file: 'src/server/features/clients/d.ts', text: query('clients') },
        { file: 'src/server/features/clients/e.test.ts', text: query('client_views') },
      ]),
    ).toEqual([
      { file: 'src/server/features/clients/a.ts', table: 'client_views' },
      { file: 'src/server/features/clients/b.ts', table: 'client_custom_fields' },
    ]);
  });
});
