// Custom fields in the CSV import (decision 054) over real HTTP: the preview offers the
// workspace's fields and matches a header by label, each type is read from the cell's
// text, a value the field refuses fails its row (nothing of it stored), "update" fills
// in a duplicate's values, and our export imports into another workspace unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import { postImport } from '../../../../../tests/support/client-import';
import {
  addCustomField,
  addFieldOfEveryType,
  customValuesByName,
  optionId,
} from '../../../../../tests/support/custom-fields';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import type { ImportPreview } from '../../../../core/import/import-options';
import { CUSTOM_FIELD_MESSAGES as M } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const HEADER = 'Name,Email,employees,BUDGET,Renewal,vip,Stage,Tier,Portal,Motto';

describe('custom fields in the CSV import', () => {
  it('offers the workspace’s fields in the preview and matches headers by label, any case', async () => {
    const user = await signUpApiUser(server, 'cf-import');
    const fields = await addFieldOfEveryType(user);
    const answer = await user.call(
      'POST',
      '/clients/import/preview?filename=a.csv',
      new Blob([`${HEADER}\nAda,ada@example.com,12,1,,,,,,\n`]),
    );
    expect(answer.status, answer.text).toBe(200);
    const preview = answer.body as Exclude<ImportPreview, { format: 'vcf' }>;
    expect(preview.customFields.map((field) => field.label)).toEqual([
      'Employees',
      'Budget',
      'Renewal',
      'VIP',
      'Stage',
      'Tier',
      'Portal',
      'Motto',
    ]);
    expect(preview.columns.map((column) => column.field)).toEqual([
      { kind: 'name' },
      { kind: 'email', type: 'work' },
      { kind: 'custom', fieldId: fields.employees.id },
      { kind: 'custom', fieldId: fields.budget.id },
      { kind: 'custom', fieldId: fields.renewal.id },
      { kind: 'custom', fieldId: fields.vip.id },
      { kind: 'custom', fieldId: fields.stage.id },
      { kind: 'custom', fieldId: fields.tier.id },
      { kind: 'custom', fieldId: fields.site.id },
      { kind: 'custom', fieldId: fields.motto.id },
    ]);
  });

  it('reads every type from the cell’s text', async () => {
    const user = await signUpApiUser(server, 'cf-import');
    const f = await addFieldOfEveryType(user);
    const csv = [
      HEADER,
      'Ada,ada@example.com,"1,250.50","$1,250.50",2026-03-01,x,trial,"Bronze; Silver, plated",https://ada.example.com/crm,Onward',
      'Bob,bob@example.com,-3,12,3/1/2026,no,PAID,"gold,bronze",,',
      'Cy,cy@example.com,,,,,,,,',
    ].join('\n');
    const answer = await postImport(user, 'a.csv', csv);
    expect(answer.done, answer.text).toMatchObject({ imported: 3, failed: [] });
    const values = await customValuesByName(server, user.id);
    expect(values.Ada).toEqual({
      [f.employees.id]: 1250.5,
      [f.budget.id]: 125_050,
      [f.renewal.id]: '2026-03-01',
      [f.vip.id]: true,
      [f.stage.id]: optionId(f.stage, 'Trial'),
      // In the field's option order.
      [f.tier.id]: [optionId(f.tier, 'Silver, plated'), optionId(f.tier, 'Bronze')],
      [f.site.id]: 'https://ada.example.com/crm',
      [f.motto.id]: 'Onward',
    });
    expect(values.Bob).toEqual({
      [f.employees.id]: -3,
      [f.budget.id]: 1200,
      [f.renewal.id]: '2026-03-01',
      [f.vip.id]: false,
      [f.stage.id]: optionId(f.stage, 'Paid'),
      [f.tier.id]: [optionId(f.tier, 'Gold'), optionId(f.tier, 'Bronze')],
    });
    // Empty cells store nothing.
    expect(values.Cy).toEqual({});
  });

  it('fails a row whose value its field refuses, with the reason, and stores nothing of it', async () => {
    const user = await signUpApiUser(server, 'cf-import');
    await addFieldOfEveryType(user);
    const csv = [
      HEADER,
      'Good,good@example.com,7,,,,,,,',
      'Wordy,wordy@example.com,many,,,,,,,',
      'Odd Stage,odd@example.com,,,,,Lost,,,',
      'Odd Tier,tier@example.com,,,,,,Gold; Platinum,,',
      'Script,script@example.com,,,,,,,javascript:alert(1),',
      'Broke,broke@example.com,,lots,,,,,,',
      'Feb,feb@example.com,,,2026-02-30,,,,,',
      'Maybe,maybe@example.com,,,,perhaps,,,,',
    ].join('\n');
    const answer = await postImport(user, 'a.csv', csv);
    expect(answer.done?.imported).toBe(1);
    expect(answer.done?.failed).toEqual([
      { line: 3, name: 'Wordy', reason: M.numberExpected('Employees') },
      { line: 4, name: 'Odd Stage', reason: M.optionExpected('Stage') },
      { line: 5, name: 'Odd Tier', reason: M.optionsExpected('Tier') },
      { line: 6, name: 'Script', reason: M.urlExpected('Portal') },
      { line: 7, name: 'Broke', reason: M.amountUnreadable('Budget') },
      { line: 8, name: 'Feb', reason: M.dateExpected('Renewal') },
      { line: 9, name: 'Maybe', reason: M.checkboxExpected('VIP') },
    ]);
    expect(Object.keys(await customValuesByName(server, user.id))).toEqual(['Good']);
  });

  it('takes the mapping step’s choice of a custom field, and refuses a field of another workspace', async () => {
    const user = await signUpApiUser(server, 'cf-import');
    const motto = await addCustomField(user, { label: 'Motto', type: 'text' });
    const other = await signUpApiUser(server, 'cf-import');
    const foreign = await addCustomField(other, { label: 'Motto', type: 'text' });
    const csv = 'Name,Saying\nAda,Onward\n';
    const columns = (fieldId: string) =>
      JSON.stringify([{ kind: 'name' }, { kind: 'custom', fieldId }]);
    const refused = await postImport(user, 'a.csv', csv, { columns: columns(foreign.id) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(M.unknownField);
    expect(await customValuesByName(server, user.id)).toEqual({});
    const notUuid = await postImport(user, 'a.csv', csv, {
      columns: JSON.stringify([{ kind: 'name' }, { kind: 'custom', fieldId: 'x' }]),
    });
    expect(notUuid.status).toBe(400);

    const answer = await postImport(user, 'a.csv', csv, { columns: columns(motto.id) });
    expect(answer.done?.imported).toBe(1);
    expect(await customValuesByName(server, user.id)).toEqual({ Ada: { [motto.id]: 'Onward' } });
  });

  it('updates the custom values of an existing client in "update" mode, keeping those the row leaves empty', async () => {
    const user = await signUpApiUser(server, 'cf-import');
    const f = await addFieldOfEveryType(user);
    const created = await user.call('POST', '/clients', {
      name: 'Ada',
      emails: [{ address: 'ada@example.com', type: 'work', isDefault: true }],
      customValues: { [f.employees.id]: 5, [f.motto.id]: 'Before' },
    });
    expect(created.status, created.text).toBe(201);
    const csv = `${HEADER}\nAda,ada@example.com,,99,,yes,,,,After\n`;
    const skipped = await postImport(user, 'a.csv', csv);
    expect(skipped.done?.skipped).toBe(1);
    const answer = await postImport(user, 'a.csv', csv, { duplicates: 'update' });
    expect(answer.done).toMatchObject({ imported: 0, updated: 1, failed: [] });
    expect((await customValuesByName(server, user.id)).Ada).toEqual({
      [f.employees.id]: 5,
      [f.budget.id]: 9900,
      [f.vip.id]: true,
      [f.motto.id]: 'After',
    });
    // A refused value fails the row in update mode too, and the client keeps its values.
    const bad = await postImport(user, 'a.csv', `${HEADER}\nAda,ada@example.com,lots,,,,,,,\n`, {
      duplicates: 'update',
    });
    expect(bad.done?.failed).toEqual([
      { line: 2, name: 'Ada', reason: M.numberExpected('Employees') },
    ]);
    expect((await customValuesByName(server, user.id)).Ada?.[f.employees.id]).toBe(5);
  });

  it('imports our own export into another workspace with the same fields unchanged', async () => {
    const from = await signUpApiUser(server, 'cf-export');
    const a = await addFieldOfEveryType(from);
    const values = {
      [a.employees.id]: 1250.5,
      [a.budget.id]: 123_456,
      [a.renewal.id]: '2026-03-01',
      [a.vip.id]: true,
      [a.stage.id]: optionId(a.stage, 'Paid'),
      [a.tier.id]: [optionId(a.tier, 'Gold'), optionId(a.tier, 'Silver, plated')],
      [a.site.id]: 'https://example.com/a?b=1',
      [a.motto.id]: '=1+1',
    };
    const created = await from.call('POST', '/clients', {
      name: 'Round Trip',
      emails: [{ address: 'round@example.com', type: 'work', isDefault: true }],
      customValues: values,
    });
    expect(created.status, created.text).toBe(201);
    const exported = await from.call('GET', '/clients/export.csv');
    expect(exported.status).toBe(200);

    const to = await signUpApiUser(server, 'cf-export');
    const b = await addFieldOfEveryType(to);
    const answer = await postImport(to, 'export.csv', exported.text);
    expect(answer.done, answer.text).toMatchObject({ imported: 1, failed: [] });
    // The same values, each under the new workspace's own field and option ids.
    expect((await customValuesByName(server, to.id))['Round Trip']).toEqual({
      [b.employees.id]: 1250.5,
      [b.budget.id]: 123_456,
      [b.renewal.id]: '2026-03-01',
      [b.vip.id]: true,
      [b.stage.id]: optionId(b.stage, 'Paid'),
      [b.tier.id]: [optionId(b.tier, 'Gold'), optionId(b.tier, 'Silver, plated')],
      [b.site.id]: 'https://example.com/a?b=1',
      [b.motto.id]: '=1+1',
    });
  });
});
