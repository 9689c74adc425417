// The role editor's levels: what the matrix writes keeps the organization keys, what the
// roles list and the debug panel say, and how far a caller may go.
import { describe, expect, it } from 'vitest';
import { impliedKeys, levelsFrom } from '@/core/access';
import { PERMISSION_NAMES, type PermissionName } from '@/core/permissions';
import { areaLevelText, levelLines } from './level-text';
import { grantableLevel, withLevels } from './role-levels';

const MEMBER: PermissionName[] = [
  'view_clients',
  'view_documents',
  'view_scheduling',
  'edit_clients_own',
  'edit_documents_own',
  'edit_scheduling_own',
  'see_unassigned_clients',
  'org:members:view',
];

describe('withLevels', () => {
  it('replaces the data keys and keeps the organization keys', () => {
    const levels = levelsFrom(MEMBER);
    levels.clients = { view: 'own', edit: 'none' };
    levels.seesUnassigned = false;
    const next = withLevels(MEMBER, levels);
    expect([...next].sort()).toEqual(
      [
        'edit_documents_own',
        'edit_scheduling_own',
        'org:members:view',
        'view_clients_own',
        'view_documents',
        'view_documents_own',
        'view_scheduling',
        'view_scheduling_own',
      ].sort(),
    );
    expect(levelsFrom(next).clients).toEqual({ view: 'own', edit: 'none' });
  });

  it('reads back what it wrote', () => {
    const levels = levelsFrom(MEMBER);
    expect(levelsFrom(withLevels([], levels))).toEqual(levels);
  });
});

describe('level text', () => {
  it('says the seeded Member in words', () => {
    expect(levelLines(levelsFrom(MEMBER))).toEqual([
      'Clients: view all, edit own, sees unassigned',
      'Documents: view all, edit own',
      'Scheduling: view all, edit own',
    ]);
  });

  it('joins with the separator asked for, and says no access', () => {
    const all = levelsFrom(PERMISSION_NAMES);
    expect(areaLevelText(all, 'clients', ' · ')).toBe(
      'Clients: view all · edit all · sees unassigned',
    );
    expect(areaLevelText(levelsFrom(['view_documents_own']), 'documents')).toBe(
      'Documents: view own',
    );
    expect(areaLevelText(levelsFrom([]), 'scheduling')).toBe('Scheduling: no access');
  });
});

describe('grantableLevel', () => {
  it('offers up to the caller’s own level, "all" including "own"', () => {
    const held = impliedKeys(MEMBER);
    expect(grantableLevel(held, 'clients', 'view')).toBe('all');
    expect(grantableLevel(held, 'clients', 'edit')).toBe('own');
    expect(grantableLevel(impliedKeys(['org:members:view']), 'documents', 'view')).toBe('none');
  });
});
