// The access layer's rule for the workspace's settings-like rows (issue 20): who may read
// and change custom field definitions and saved views, and the SQL it gives — this
// workspace's rows, or none at all (fail closed), never every workspace's.
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { levelsFrom } from '../../../core/access';
import type { PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';
import {
  mayUseWorkspaceRows,
  type WorkspaceAccess,
  type WorkspaceRows,
  workspaceRowFilter,
} from './workspace-access';

const WORKSPACE = '11111111-1111-4111-8111-111111111111';

function accessWith(permissions: PermissionName[], isPersonal = false): WorkspaceAccess {
  return {
    workspaceId: WORKSPACE,
    userId: '22222222-2222-4222-8222-222222222222',
    isPersonal,
    permissions,
    levels: levelsFrom(permissions),
  };
}

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function compiled(access: WorkspaceAccess, rows: WorkspaceRows, op: 'view' | 'edit') {
  const query = db
    .selectFrom('client_views as v')
    .select('v.id')
    .where(workspaceRowFilter(access, rows, op, 'v'))
    .compile();
  return { sql: query.sql, parameters: query.parameters };
}

describe('workspace rows without an owner level', () => {
  const member = accessWith(['view_clients', 'edit_clients_own']);
  const settingsEditor = accessWith(['view_clients_own', 'org:settings:edit']);
  const blindEditor = accessWith(['org:settings:view', 'org:settings:edit']);
  const personalOwner = accessWith(['view_clients', 'edit_clients'], true);

  it('lets whoever sees the clients read fields and keep views; fields change with settings rights', () => {
    const rules = (access: WorkspaceAccess) =>
      (['client_custom_fields', 'client_views', 'client_view_defaults'] as const).map((rows) => [
        mayUseWorkspaceRows(access, rows, 'view'),
        mayUseWorkspaceRows(access, rows, 'edit'),
      ]);
    expect(rules(member)).toEqual([
      [true, false],
      [true, true],
      [true, true],
    ]);
    expect(rules(settingsEditor)).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(rules(personalOwner)).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    // Settings rights without the clients: nothing to read, nothing to change.
    expect(rules(blindEditor)).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
  });

  it('filters by this workspace, or by false — never by nothing', () => {
    expect(compiled(member, 'client_views', 'view')).toEqual({
      sql: 'select "v"."id" from "client_views" as "v" where "v"."workspace_id" = $1',
      parameters: [WORKSPACE],
    });
    expect(compiled(member, 'client_custom_fields', 'edit').sql).toMatch(/ where false$/);
    expect(compiled(blindEditor, 'client_views', 'view').sql).toMatch(/ where false$/);
    // An unknown table or operation (a caller outside the types) gets no rows either.
    expect(compiled(member, 'clients' as WorkspaceRows, 'view').sql).toMatch(/ where false$/);
    expect(compiled(member, 'client_views', 'delete' as 'edit').sql).toMatch(/ where false$/);
  });
});
