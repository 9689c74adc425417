import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@/core/import/import-options';
import {
  combinesNames,
  fieldForKey,
  importQuery,
  initialChoices,
  rowsToImport,
  withTableStart,
} from './import-choices';

const PREVIEW: ImportPreview = {
  format: 'csv',
  rows: [
    ['Contacts export'],
    ['First Name', 'Last Name', 'Email'],
    ['Ada', 'Lovelace', 'ada@example.com'],
  ],
  headerRow: 1,
  firstRowIsData: false,
  columns: [
    { header: 'First Name', field: { kind: 'firstName' }, samples: ['Ada'] },
    { header: 'Last Name', field: { kind: 'lastName' }, samples: ['Lovelace'] },
    { header: 'Email', field: { kind: 'email', type: 'work' }, samples: ['ada@example.com'] },
  ],
  usable: true,
  customFields: [],
  total: 3,
};

describe('the mapping step’s choices', () => {
  it('starts from the preview and sends them as the import’s query', () => {
    const choices = initialChoices(PREVIEW);
    expect(rowsToImport(choices)).toBe(1);
    expect(combinesNames(choices.fields)).toBe(true);
    expect(importQuery(choices)).toEqual({
      leadSource: 'scale_page',
      duplicates: 'skip',
      headerRow: '1',
      firstRowIsData: '0',
      columns: JSON.stringify([
        { kind: 'firstName' },
        { kind: 'lastName' },
        { kind: 'email', type: 'work' },
      ]),
    });
  });

  it('matches the columns afresh when another row is the header, without the server', () => {
    const moved = withTableStart(initialChoices(PREVIEW), 2, true);
    expect(moved.detected.map((column) => column.header)).toEqual([
      'Column 1',
      'Column 2',
      'Column 3',
    ]);
    expect(moved.fields[2]).toEqual({ kind: 'email', type: 'work' });
    expect(rowsToImport(moved)).toBe(1);
  });

  it('restores the automatic match with its slot, and "Don\'t import" is null', () => {
    const slotted = { kind: 'phone', type: 'work', slot: 2 } as const;
    expect(fieldForKey('phone:work', slotted)).toBe(slotted);
    expect(fieldForKey('phone:home', slotted)).toEqual({ kind: 'phone', type: 'home' });
    expect(fieldForKey('', slotted)).toBeNull();
    expect(fieldForKey('no such field', null)).toBeNull();
  });

  it('offers the workspace’s custom fields, matched by label again on another header row', () => {
    const tier = {
      id: '5b0e5f1e-4a5e-4a8e-9a51-2f8f8f3c0a02',
      label: 'Tier',
      type: 'text' as const,
      options: [],
      position: 0,
    };
    const choices = initialChoices({
      ...PREVIEW,
      rows: [
        ['Name', 'tier'],
        ['Ada', 'Gold'],
        ['Bob', 'Silver'],
      ],
      customFields: [tier],
    });
    const moved = withTableStart(choices, 0, false);
    expect(moved.fields).toEqual([{ kind: 'name' }, { kind: 'custom', fieldId: tier.id }]);
    expect(fieldForKey(`custom:${tier.id}`, null, [tier])).toEqual({
      kind: 'custom',
      fieldId: tier.id,
    });
    // A field the workspace does not have is no choice.
    expect(fieldForKey('custom:5b0e5f1e-4a5e-4a8e-9a51-2f8f8f3c0a03', null, [tier])).toBeNull();
    expect(JSON.parse(importQuery(moved).columns ?? '[]')[1]).toEqual({
      kind: 'custom',
      fieldId: tier.id,
    });
  });

  it('sends only the lead source and duplicates for a VCF', () => {
    const choices = initialChoices({ format: 'vcf', cards: 2, names: ['A', 'B'], complete: true });
    expect(rowsToImport(choices)).toBe(2);
    expect(importQuery({ ...choices, duplicates: 'update' })).toEqual({
      leadSource: 'scale_page',
      duplicates: 'update',
    });
  });
});
