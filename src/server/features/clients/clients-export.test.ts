// The CSV and vCard downloads over real HTTP: formulas neutralised, text escaped,
// long lines folded, the filter honoured; and that the importer's header matcher
// reads our own CSV headers back.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClient, seedClients, setTier } from '../../../../tests/support/client-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { workspaceAccess } from '../../../../tests/support/workspaces';
import { matchHeaders, unneutralize } from '../../../core/import/csv-columns';
import { CLIENT_CSV_SCALAR_HEADERS, clientCsvHeaders, csvCell, csvPhoneCell } from './clients-csv';
import { escapeVCardText, foldLine } from './clients-vcard';
import { readClientBatches } from './read-client-batches';

let server: TestServer;
let user: ApiUser;
let ownerName: string | null;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'clients-export');
  ({ ownerName } = await addClient(user, {
    name: '=cmd()',
    company: '+SUM(A1)',
    notes: 'Line one\nLine "two", with comma',
    status: 'qualified',
    phones: [{ number: '+1 415 555 2671', type: 'work' }],
    emails: [{ address: 'formula@example.com' }],
    tags: ['@risk', 'vip'],
    estimatedValueCents: 1_500_50,
    addresses: [{ line1: '1 Main St', line2: 'Suite 2', city: 'Springfield', postalCode: '12345' }],
    websites: [{ url: 'https://formula.example' }],
  }));
  await addClient(user, {
    name: 'Zoë Müller; Jr, PhD',
    company: 'Back\\slash & Co',
    position: 'Head of Things',
    notes: `A long note ${'é'.repeat(60)}\nsecond line`,
    status: 'new_lead',
    phones: [
      { number: '+44 20 7946 0958', type: 'mobile' },
      { number: '+1 212 555 0100', type: 'home', isDefault: true },
    ],
    emails: [{ address: 'zoe@example.com', type: 'personal' }],
    tags: ['a,b', 'c;d'],
  });
});

afterAll(async () => {
  await server?.close();
});

describe('GET /clients/export.csv', () => {
  it('downloads an RFC 4180 file with a BOM whose formula cells are neutralised', async () => {
    const answer = await user.call('GET', '/clients/export.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="clients-${today}.csv"`,
    );
    // fetch's text() drops the BOM: look at the bytes.
    const bytes = new Uint8Array(
      await (
        await fetch(`${server.url}/api/v1/clients/export.csv`, {
          headers: { cookie: user.cookie },
        })
      ).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.text).toContain('\r\n');

    const rows = parse(answer.text, { bom: true }) as string[][];
    // The fullest client has two phones: two phone groups, one of everything else.
    const headers = clientCsvHeaders({ phone: 2, email: 1, address: 1, website: 1 });
    expect(rows[0]).toEqual(headers);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(headers.length);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    const formula = byName.get("'=cmd()");
    expect(formula).toBeDefined();
    const cell = (row: string[] | undefined, header: string) => row?.[headers.indexOf(header)];
    expect(cell(formula, 'Company')).toBe("'+SUM(A1)");
    // A phone number is no formula: it shows as typed.
    expect(cell(formula, 'Phone 1 - Value')).toBe('+1 415 555 2671');
    expect(cell(formula, 'Phone 1 - Type')).toBe('* Work');
    expect(cell(formula, 'Phone 2 - Value')).toBe('');
    expect(cell(formula, 'Tags')).toBe("'@risk ::: vip");
    expect(cell(formula, 'Notes')).toBe('Line one\nLine "two", with comma');
    expect(cell(formula, 'Status')).toBe('Qualified');
    expect(ownerName).toBeTruthy();
    expect(cell(formula, 'Owner')).toBe(ownerName);
    expect(cell(formula, 'Estimated Value')).toBe('1500.50');
    expect(cell(formula, 'E-mail 1 - Type')).toBe('* Work');
    expect(cell(formula, 'E-mail 1 - Value')).toBe('formula@example.com');
    expect(cell(formula, 'Address 1 - Type')).toBe('* Work');
    expect(cell(formula, 'Address 1 - Street')).toBe('1 Main St');
    expect(cell(formula, 'Address 1 - Extended Address')).toBe('Suite 2');
    expect(cell(formula, 'Address 1 - Postal Code')).toBe('12345');
    expect(cell(formula, 'Website 1 - Type')).toBe('* Website');
    expect(cell(formula, 'Website 1 - Value')).toBe('https://formula.example');
    expect(cell(formula, 'Created')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The default phone first, whatever its place in the list.
    const zoe = byName.get('Zoë Müller; Jr, PhD');
    expect(cell(zoe, 'Phone 1 - Type')).toBe('* Home');
    expect(cell(zoe, 'Phone 1 - Value')).toBe('+1 212 555 0100');
    expect(cell(zoe, 'Phone 2 - Type')).toBe('Mobile');
    expect(cell(zoe, 'Phone 2 - Value')).toBe('+44 20 7946 0958');
    expect(cell(zoe, 'E-mail 1 - Type')).toBe('* Home');
    expect(cell(zoe, 'Tags')).toBe('a,b ::: c;d');
  });

  it('honours the search and the status filter', async () => {
    const searched = parse((await user.call('GET', '/clients/export.csv?q=zoe')).text, {
      bom: true,
    }) as string[][];
    expect(searched.slice(1).map((row) => row[0])).toEqual(['Zoë Müller; Jr, PhD']);
    const filtered = parse((await user.call('GET', '/clients/export.csv?status=qualified')).text, {
      bom: true,
    }) as string[][];
    expect(filtered.slice(1).map((row) => row[0])).toEqual(["'=cmd()"]);
    const none = parse((await user.call('GET', '/clients/export.csv?status=on_hold')).text, {
      bom: true,
    }) as string[][];
    expect(none).toHaveLength(1);
  });

  it('has headers the importer maps back to the same fields', () => {
    const headers = clientCsvHeaders({ phone: 2, email: 1, address: 1, website: 1 });
    const fields = matchHeaders(headers);
    expect(fields.slice(0, CLIENT_CSV_SCALAR_HEADERS.length).map((field) => field?.kind)).toEqual([
      'name',
      'company',
      'position',
      'status',
      'leadSource',
      'leadScore',
      'estimatedValue',
      'expectedCloseDate',
      'tags',
      'notes',
      'owner',
      'createdAt',
      'lastContactedAt',
    ]);
    expect(fields[headers.indexOf('Phone 2 - Type')]).toEqual({
      kind: 'listType',
      list: 'phone',
      slot: 2,
    });
    expect(fields[headers.indexOf('Address 1 - Region')]).toEqual({
      kind: 'address',
      part: 'state',
      group: 'office',
      slot: 1,
    });
    expect(fields.every((field) => field !== undefined)).toBe(true);
    expect(unneutralize(csvCell('=cmd()'))).toBe('=cmd()');
  });

  it('quotes and neutralises single cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('+1 415 555 2671')).toBe("'+1 415 555 2671");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('\rcr')).toBe('"\'\rcr"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('leaves a phone cell without apostrophe only when it is nothing but a number', () => {
    expect(csvPhoneCell('+1 (415) 555-2671')).toBe('+1 (415) 555-2671');
    expect(csvPhoneCell('-')).toBe("'-");
    expect(csvPhoneCell('+1 415 555 2671 =A1')).toBe("'+1 415 555 2671 =A1");
    expect(csvPhoneCell('+cmd|calc')).toBe("'+cmd|calc");
  });
});

describe('GET /clients/export.vcf', () => {
  it('downloads vCard 4.0 cards with every list, escaped and folded', async () => {
    const answer = await user.call('GET', '/clients/export.vcf');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.vcf"$/,
    );
    const text = answer.text;
    expect(text.match(/BEGIN:VCARD\r\nVERSION:4\.0\r\n/g)).toHaveLength(2);
    expect(text.match(/END:VCARD\r\n/g)).toHaveLength(2);
    // Every physical line is at most 75 octets.
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('FN:Zoë Müller\\; Jr\\, PhD\r\n');
    expect(unfolded).toContain('N:PhD;Zoë Müller\\; Jr\\,;;;\r\n');
    expect(unfolded).toContain('ORG:Back\\\\slash & Co\r\n');
    expect(unfolded).toContain('TITLE:Head of Things\r\n');
    expect(unfolded).toContain('TEL;TYPE=cell:+44 20 7946 0958\r\n');
    expect(unfolded).toContain('TEL;TYPE="home,voice";PREF=1:+1 212 555 0100\r\n');
    expect(unfolded).toContain('EMAIL;TYPE=home;PREF=1:zoe@example.com\r\n');
    expect(unfolded).toContain(`NOTE:A long note ${'é'.repeat(60)}\\nsecond line\r\n`);
    expect(unfolded).toContain('CATEGORIES:a\\,b,c\\;d\r\n');
    expect(unfolded).toContain('ADR;TYPE=work;PREF=1:;Suite 2;1 Main St;Springfield;;12345;\r\n');
    expect(unfolded).toContain('URL;PREF=1:https://formula.example\r\n');
    // The folded note was split between characters, not inside one.
    expect(text).not.toContain('\uFFFD');
  });

  it('honours the filter', async () => {
    const answer = await user.call('GET', '/clients/export.vcf?q=formula');
    expect(answer.text.match(/BEGIN:VCARD/g)).toHaveLength(1);
    expect(answer.text).toContain('FN:=cmd()');
  });

  it('escapes and folds by the RFC', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf')).toBe('a\\\\b\\,c\\;d\\ne\\nf');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    const folded = foldLine(`NOTE:${'€'.repeat(40)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`NOTE:${'€'.repeat(40)}`);
  });
});

describe('exporting many clients', () => {
  it('reads them in batches without skipping or repeating any', async () => {
    const many = await signUpApiUser(server, 'clients-export-many');
    await setTier(server, many.id, 'pro');
    await seedClients(
      server,
      many.id,
      Array.from({ length: 1203 }, (_, index) => ({ name: `Bulk ${index}` })),
    );
    const seen: string[] = [];
    for await (const rows of readClientBatches(
      server.database.db,
      await workspaceAccess(server.database.db, many.id),
      {},
      100,
    )) {
      seen.push(...rows.map((row) => row.id));
    }
    expect(seen).toHaveLength(1203);
    expect(new Set(seen).size).toBe(1203);
    const answer = await many.call('GET', '/clients/export.csv');
    expect(answer.text.trimEnd().split('\r\n')).toHaveLength(1204);
  });
});
