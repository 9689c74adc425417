// The import that understands the file first (issue 19): the preview, the choices the
// mapping step sends as query parameters, duplicates, the owner column, the plan's
// limit explained, and the .xls files SheetJS reads but were refused.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { postImport } from '../../../../../tests/support/client-import';
import {
  addMember,
  createOrganizationAs,
  setDisplayName,
} from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { CLIENT_NAME_MAX } from '../../../../core/client-schemas';
import { IMPORT_OPTION_ERRORS } from '../../../../core/import/import-options';
import { CLIENT_MESSAGES, IMPORT_MESSAGES } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const bytes = (content: string | Uint8Array) =>
  new Blob([
    new Uint8Array(typeof content === 'string' ? new TextEncoder().encode(content) : content),
  ]);

const post = postImport;

function preview(
  user: ApiUser,
  filename: string,
  content: string | Uint8Array,
  headers: Record<string, string> = {},
) {
  return user.call(
    'POST',
    `/clients/import/preview?filename=${encodeURIComponent(filename)}`,
    bytes(content),
    headers,
  );
}

function stored(userId: string) {
  return server.database.db
    .selectFrom('clients')
    .selectAll()
    .where('createdBy', '=', userId)
    .orderBy('name')
    .execute();
}

async function clientCount() {
  const row = await server.database.db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const LINKEDIN = [
  'Notes:',
  '"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261"',
  '',
  'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  'Ada,Lovelace,https://www.linkedin.com/in/ada,ada@example.com,Analytical Engines,Countess,25 Nov 2026',
  'Grace,Hopper,https://www.linkedin.com/in/grace,,US Navy,Rear Admiral,24 Nov 2026',
].join('\n');

/** SheetJS writes BIFF2–4 too, though its types list only the later formats. */
type WrittenType = XLSX.BookType | 'biff4';

function workbook(sheets: [string, unknown[][]][], bookType: WrittenType = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of sheets) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: bookType as XLSX.BookType }) as Buffer;
}

describe('POST /api/v1/clients/import/preview', () => {
  it('finds the header under a LinkedIn preamble and matches its columns, storing nothing', async () => {
    const user = await signUpApiUser(server, 'preview');
    const before = await clientCount();
    const answer = await preview(user, 'Connections.csv', LINKEDIN);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      format: 'csv',
      headerRow: 2,
      firstRowIsData: false,
      usable: true,
      total: 5,
    });
    expect(answer.body.rows[0]).toEqual(['Notes:']);
    expect(answer.body.rows).toHaveLength(5);
    expect(answer.body.columns.map((c: { header: string }) => c.header)).toEqual([
      'First Name',
      'Last Name',
      'URL',
      'Email Address',
      'Company',
      'Position',
      'Connected On',
    ]);
    expect(answer.body.columns[0]).toEqual({
      header: 'First Name',
      field: { kind: 'firstName' },
      samples: ['Ada', 'Grace'],
    });
    expect(answer.body.columns[3].field).toMatchObject({ kind: 'email' });
    expect(await clientCount()).toBe(before);
  });

  it('sees a sheet without a header row, and says when nothing can name a client', async () => {
    const user = await signUpApiUser(server, 'preview');
    const headerless = await preview(
      user,
      'plain.csv',
      'Ada Lovelace,ada@example.com,+44 20 7946 0958\nGrace Hopper,grace@example.com,+1 415 555 2671\n',
    );
    expect(headerless.body).toMatchObject({ headerRow: 0, firstRowIsData: true, usable: true });
    expect(
      headerless.body.columns.map((c: { header: string; field: unknown }) => [c.header, c.field]),
    ).toEqual([
      ['Column 1', { kind: 'name' }],
      ['Column 2', { kind: 'email', type: 'work' }],
      ['Column 3', { kind: 'phone', type: 'mobile' }],
    ]);
    const useless = await preview(user, 'numbers.csv', 'Foo,Bar\nx,y\n');
    expect(useless.status).toBe(200);
    expect(useless.body.usable).toBe(false);
  });

  it('counts the cards of a VCF and names the first ones', async () => {
    const user = await signUpApiUser(server, 'preview');
    const card = (name: string) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${name}\r\nEND:VCARD\r\n`;
    const answer = await preview(user, 'cards.vcf', `${card('Vera Card')}${card('Otto Card')}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      format: 'vcf',
      cards: 2,
      names: ['Vera Card', 'Otto Card'],
      complete: true,
    });
  });

  it('reads only the first 256 KB of a large CSV', async () => {
    const user = await signUpApiUser(server, 'preview');
    const rows = Array.from({ length: 40_000 }, (_, i) => `Person ${i},p${i}@example.com`);
    const answer = await preview(user, 'big.csv', `Name,Email\n${rows.join('\n')}\n`);
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toHaveLength(12);
    // Not read whole: no total is claimed.
    expect(answer.body.total).toBeUndefined();
  });

  it('previews an .xlsx whose first sheet is not the table', async () => {
    const user = await signUpApiUser(server, 'preview');
    const file = workbook([
      ['Cover', [['Exported 2026-11-25']]],
      [
        'Contacts',
        [
          ['Name', 'E-mail'],
          ['Ada Lovelace', 'ada@example.com'],
        ],
      ],
    ]);
    const answer = await preview(user, 'book.xlsx', file);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ format: 'xlsx', headerRow: 0, usable: true });
    expect(answer.body.rows).toEqual([
      ['Name', 'E-mail'],
      ['Ada Lovelace', 'ada@example.com'],
    ]);
  });

  it('keeps the import’s guards: format, content, empty file, and the workspace', async () => {
    const user = await signUpApiUser(server, 'preview');
    const long = await preview(user, `${'z'.repeat(1001)}.csv`, 'Name\nAda\n');
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(IMPORT_MESSAGES.fileNameTooLong);
    const wrong = await preview(user, 'notes.txt', 'Name\nAda\n');
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.message).toBe(CLIENT_MESSAGES.unsupportedImportFormat);
    const binary = new Uint8Array(2048);
    binary.set([0x4d, 0x5a]);
    const exe = await preview(user, 'contacts.csv', binary);
    expect(exe.body.error.message).toBe(CLIENT_MESSAGES.importFileUnreadable);
    expect((await preview(user, 'empty.csv', '')).body.error.message).toBe(
      CLIENT_MESSAGES.noCsvData,
    );
    expect((await preview(user, 'empty.vcf', 'nothing\n')).body.error.message).toBe(
      CLIENT_MESSAGES.noVcfData,
    );
    // Another team's workspace does not exist for a non-member.
    const owner = await signUpApiUser(server, 'preview-owner');
    const team = await createOrganizationAs(owner);
    const outsider = await preview(user, 'a.csv', 'Name\nAda\n', { 'X-Workspace-Id': team.id });
    expect(outsider.status).toBe(404);
    const anonymous = await fetch(`${server.url}/api/v1/clients/import/preview?filename=a.csv`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/octet-stream' },
      body: 'Name\nAda\n',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/v1/clients/import with the mapping step’s choices', () => {
  it('imports a LinkedIn export as it is, First and Last Name combined', async () => {
    const user = await signUpApiUser(server, 'choices');
    const answer = await post(user, 'Connections.csv', LINKEDIN);
    expect(answer.done).toMatchObject({ total: 2, imported: 2, failed: [] });
    const rows = await stored(user.id);
    expect(rows.map((row) => [row.name, row.email, row.company, row.position])).toEqual([
      ['Ada Lovelace', 'ada@example.com', 'Analytical Engines', 'Countess'],
      ['Grace Hopper', null, 'US Navy', 'Rear Admiral'],
    ]);
  });

  it('uses the header row, "first row is data" and the columns it is given', async () => {
    const user = await signUpApiUser(server, 'choices');
    const csv = 'Report\nWho,Where,Mail\nAda Lovelace,London,ada@example.com\n';
    const columns = JSON.stringify([
      { kind: 'name' },
      { kind: 'address', part: 'city', group: 'home' },
      { kind: 'email', type: 'personal' },
    ]);
    const answer = await post(user, 'odd.csv', csv, { headerRow: '1', columns });
    expect(answer.done).toMatchObject({ total: 1, imported: 1 });
    const [ada] = await stored(user.id);
    expect(ada).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(ada?.contactDetails.addresses).toEqual([
      expect.objectContaining({ city: 'London', type: 'home' }),
    ]);
    // "Don't import" (null) leaves a column out.
    const other = await signUpApiUser(server, 'choices');
    const firstRow = await post(other, 'plain.csv', 'Ken Thompson,ken@example.com\n', {
      headerRow: '0',
      firstRowIsData: '1',
      columns: JSON.stringify([{ kind: 'name' }, null]),
    });
    expect(firstRow.done).toMatchObject({ total: 1, imported: 1 });
    expect((await stored(other.id)).map((row) => [row.name, row.email])).toEqual([
      ['Ken Thompson', null],
    ]);
  });

  it('refuses bad and hostile choices with a clear message, storing nothing', async () => {
    const user = await signUpApiUser(server, 'choices');
    // Deep enough to hurt a recursive reader, short enough for a URL (16 KB of headers).
    const deep = `${'['.repeat(1500)}${']'.repeat(1500)}`;
    const cases: [Record<string, string>, string][] = [
      [{ columns: 'not json' }, IMPORT_OPTION_ERRORS.columns],
      [{ columns: deep }, IMPORT_OPTION_ERRORS.columns],
      [{ columns: JSON.stringify([{ kind: 'password' }]) }, IMPORT_OPTION_ERRORS.columns],
      [{ columns: JSON.stringify({ kind: 'name' }) }, IMPORT_OPTION_ERRORS.columns],
      [
        // 600 columns ("don't import" keeps the URL short enough to arrive).
        { columns: JSON.stringify([{ kind: 'name' }, ...Array.from({ length: 599 }, () => null)]) },
        IMPORT_OPTION_ERRORS.columns,
      ],
      [{ headerRow: '-1' }, IMPORT_OPTION_ERRORS.headerRow],
      [{ headerRow: '1.5' }, IMPORT_OPTION_ERRORS.headerRow],
      [{ headerRow: 'abc' }, IMPORT_OPTION_ERRORS.headerRow],
      [{ firstRowIsData: 'yes' }, IMPORT_OPTION_ERRORS.firstRowIsData],
      [{ duplicates: 'merge' }, IMPORT_OPTION_ERRORS.duplicates],
      [{ leadSource: '<script>' }, IMPORT_OPTION_ERRORS.leadSource],
      [{ country: 'Germany' }, IMPORT_OPTION_ERRORS.country],
    ];
    for (const [query, message] of cases) {
      const answer = await post(user, 'a.csv', 'Name\nAda\n', query);
      expect(answer.status, JSON.stringify(query).slice(0, 80)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const pastEnd = await post(user, 'a.csv', 'Name\nAda\n', { headerRow: '5' });
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body.error.message).toBe(IMPORT_MESSAGES.headerRowPastEnd);
    expect(await stored(user.id)).toEqual([]);
  });

  it('says once that no column can name a client, instead of failing every row', async () => {
    const user = await signUpApiUser(server, 'choices');
    const answer = await post(user, 'ids.csv', 'Record ID,Created\n1,2026-01-01\n2,2026-01-02\n');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(IMPORT_MESSAGES.noUsableColumn);
    const mapped = await post(user, 'ids.csv', 'A,B\nx,y\n', {
      columns: JSON.stringify([{ kind: 'notes' }, null]),
    });
    expect(mapped.body.error.message).toBe(IMPORT_MESSAGES.noUsableColumn);
    expect(await stored(user.id)).toEqual([]);
  });

  it('gives rows without a lead source the one chosen, and keeps the others’', async () => {
    const user = await signUpApiUser(server, 'choices');
    const csv = 'Name,Lead Source\nAda,Referral\nGrace,\n';
    expect((await post(user, 'a.csv', csv, { leadSource: 'event' })).done?.imported).toBe(2);
    expect((await stored(user.id)).map((row) => [row.name, row.leadSource])).toEqual([
      ['Ada', 'referral'],
      ['Grace', 'event'],
    ]);
    // Without a choice: the spec's default, Scale Page.
    const other = await signUpApiUser(server, 'choices');
    await post(other, 'b.csv', 'Name\nKen\n');
    expect((await stored(other.id))[0]?.leadSource).toBe('scale_page');
  });
});

describe('duplicates (same e-mail or phone)', () => {
  async function userWithAda() {
    const user = await signUpApiUser(server, 'dupes');
    const created = await user.call('POST', '/clients', {
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      leadSource: 'referral',
      notes: 'Met in London',
      tags: ['vip'],
      phones: [{ number: '+1 415 555 2671', type: 'work', isDefault: true }],
      emails: [{ address: 'ada@example.com', type: 'work', isDefault: true }],
    });
    expect(created.status).toBe(201);
    return user;
  }
  const FILE = [
    'Name,Email,Phone,Position,Tags,Notes',
    'Ada L.,ADA@example.com,,Countess,"vip, math",Wrote the first program',
    'Ada by phone,,(415) 555-2671,,,',
    'Grace Hopper,grace@example.com,,,,',
    'Grace Again,grace@example.com,,,,',
  ].join('\n');

  it('skips them by default: counted as skipped, not failed, the stored client unchanged', async () => {
    const user = await userWithAda();
    const answer = await post(user, 'dupes.csv', FILE);
    expect(answer.done).toEqual({
      type: 'done',
      total: 4,
      imported: 1,
      updated: 0,
      skipped: 3,
      failed: [],
    });
    const rows = await stored(user.id);
    expect(rows.map((row) => row.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(rows[0]).toMatchObject({ position: null, notes: 'Met in London', tags: ['vip'] });
  });

  it('updates the stored client with the row’s fields, lists merged without duplicates', async () => {
    const user = await userWithAda();
    const answer = await post(user, 'dupes.csv', FILE, { duplicates: 'update' });
    expect(answer.done).toMatchObject({ total: 4, imported: 1, updated: 3, skipped: 0 });
    expect(answer.done?.failed).toEqual([]);
    const rows = await stored(user.id);
    expect(rows.map((row) => row.name)).toEqual(['Ada by phone', 'Grace Again']);
    const [ada, grace] = rows;
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      phone: '+1 415 555 2671',
      company: 'Analytical Engines',
      position: 'Countess',
      // The import's default lead source does not replace where she came from.
      leadSource: 'referral',
      tags: ['vip', 'math'],
      notes: 'Met in London\n\nWrote the first program',
    });
    expect(ada?.contactDetails.emails).toHaveLength(1);
    expect(ada?.contactDetails.phones).toHaveLength(1);
    expect(grace?.email).toBe('grace@example.com');
    // The same file again changes nothing more.
    await post(user, 'dupes.csv', FILE, { duplicates: 'update' });
    expect((await stored(user.id))[0]?.notes).toBe('Met in London\n\nWrote the first program');
  });

  it('creates them anyway, except a second client with the same e-mail', async () => {
    const user = await userWithAda();
    const answer = await post(user, 'dupes.csv', FILE, { duplicates: 'create' });
    expect(answer.done).toMatchObject({ total: 4, imported: 2, updated: 0, skipped: 0 });
    expect(answer.done?.failed).toEqual([
      { line: 2, name: 'Ada L.', reason: CLIENT_MESSAGES.duplicateImportRow },
      { line: 5, name: 'Grace Again', reason: CLIENT_MESSAGES.duplicateImportRow },
    ]);
    expect((await stored(user.id)).map((row) => row.name).sort()).toEqual([
      'Ada Lovelace',
      'Ada by phone',
      'Grace Hopper',
    ]);
  });

  it('updates only the clients the importer may change; the others fail with a reason', async () => {
    const owner = await signUpApiUser(server, 'dupes-owner');
    const team = await createOrganizationAs(owner);
    const inTeam = { 'X-Workspace-Id': team.id };
    const role = await owner.call('POST', `/organizations/${team.id}/roles`, {
      name: 'Own clients',
      permissions: ['view_clients_own', 'edit_clients_own'],
    });
    expect(role.status).toBe(201);
    const member = await signUpApiUser(server, 'dupes-member');
    await addMember(server, team.id, member, { id: role.body.id });
    const theirs = await owner.call(
      'POST',
      '/clients',
      { name: 'Owner’s Ada', emails: [{ address: 'ada@example.com' }] },
      inTeam,
    );
    expect(theirs.status).toBe(201);
    const answer = await post(
      member,
      'a.csv',
      'Name,Email,Position\nAda,ada@example.com,Spy\nNew One,new@example.com,\n',
      { duplicates: 'update' },
      inTeam,
    );
    expect(answer.done).toMatchObject({ imported: 1, updated: 0 });
    expect(answer.done?.failed).toEqual([
      { line: 2, name: 'Ada', reason: IMPORT_MESSAGES.duplicateNotEditable },
    ]);
    const ada = await server.database.db
      .selectFrom('clients')
      .select(['name', 'position'])
      .where('id', '=', theirs.body.id)
      .executeTakeFirstOrThrow();
    expect(ada).toEqual({ name: 'Owner’s Ada', position: null });
    // Nothing of this team shows in another workspace: the member's personal one is empty.
    expect((await member.call('GET', '/clients')).body.items).toEqual([]);
  });
});

describe('the owner column', () => {
  it('gives a row to the active member it names, by e-mail or name; otherwise to the importer', async () => {
    const owner = await signUpApiUser(server, 'owners');
    const team = await createOrganizationAs(owner);
    const colleague = await signUpApiUser(server, 'owners-colleague');
    await addMember(server, team.id, colleague, 'Member');
    await setDisplayName(server, colleague, 'Carla Colleague');
    const gone = await signUpApiUser(server, 'owners-gone');
    await addMember(server, team.id, gone, 'Member', 'suspended');
    const csv = [
      'Name,Contact owner',
      `By mail,${colleague.email.toUpperCase()}`,
      'By name,carla colleague',
      `Former member,${gone.email}`,
      'Stranger,Nobody Here',
    ].join('\n');
    const answer = await post(
      owner,
      'owners.csv',
      csv,
      { columns: JSON.stringify([{ kind: 'name' }, { kind: 'owner' }]) },
      { 'X-Workspace-Id': team.id },
    );
    expect(answer.done).toMatchObject({ total: 4, imported: 4, failed: [] });
    const rows = await stored(owner.id);
    expect(rows.map((row) => [row.name, row.userId])).toEqual([
      ['By mail', colleague.id],
      ['By name', colleague.id],
      ['Former member', owner.id],
      ['Stranger', owner.id],
    ]);
  });
});

describe('limits explained', () => {
  it('counts the rows past the plan’s limit with the usage, apart from the failures', async () => {
    const user = await signUpApiUser(server, 'limits');
    await server.database.db
      .insertInto('clients')
      .values(Array.from({ length: 10 }, (_, i) => ({ userId: user.id, name: `Existing ${i}` })))
      .execute();
    const rows = Array.from({ length: 45 }, (_, i) => `Lead ${i},lead${i}@example.com`);
    // A row that fails on its own (a name past the limit) is a failure, not a limited row.
    rows[3] = `${'N'.repeat(CLIENT_NAME_MAX + 1)},long@example.com`;
    const answer = await post(user, 'leads.csv', `Name,Email\n${rows.join('\n')}\n`);
    expect(answer.done).toMatchObject({
      total: 45,
      imported: 40,
      limited: { count: 4, used: 50, limit: 50, tier: 'free' },
    });
    expect(answer.done?.failed).toEqual([
      {
        line: 5,
        // The result lists names cut to 200 characters.
        name: 'N'.repeat(200),
        reason: CLIENT_MESSAGES.tooLong('Name', CLIENT_NAME_MAX),
      },
    ]);
  });
});

describe('.xls files SheetJS reads', () => {
  it('imports a BIFF4 .xls (Excel 4, no OLE2 container) and a BIFF2 one', async () => {
    const user = await signUpApiUser(server, 'xls');
    for (const bookType of ['biff4', 'biff2'] as const) {
      const file = workbook(
        [
          [
            'Sheet1',
            [
              ['Name', 'Email', 'Phone'],
              [`Old ${bookType}`, `${bookType}@example.com`, bookType === 'biff4' ? 1 : 2],
            ],
          ],
        ],
        bookType,
      );
      // The file starts with the BOF record itself: 09 04 (BIFF4), 09 00 (BIFF2).
      expect(file[0]).toBe(0x09);
      const answer = await post(user, `old-${bookType}.xls`, file);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.done).toMatchObject({ total: 1, imported: 1 });
    }
    expect((await stored(user.id)).map((row) => [row.name, row.email])).toEqual([
      ['Old biff2', 'biff2@example.com'],
      ['Old biff4', 'biff4@example.com'],
    ]);
  });

  it('imports the first sheet that holds a table, not an empty or one-cell first sheet', async () => {
    const user = await signUpApiUser(server, 'xls');
    const file = workbook(
      [
        ['Chart data', [[42]]],
        [
          'People',
          [
            ['Name', 'Email'],
            ['Second Sheet', 'second@example.com'],
          ],
        ],
      ],
      'biff8',
    );
    const answer = await post(user, 'book.xls', file);
    expect(answer.done).toMatchObject({ total: 1, imported: 1 });
    expect((await stored(user.id)).map((row) => row.name)).toEqual(['Second Sheet']);
    const empty = await post(user, 'empty.xlsx', workbook([['Empty', [[]]]]));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(CLIENT_MESSAGES.noSpreadsheetData);
  });
});
