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
import { CLIENT_CSV_HEADERS, csvCell } from './clients-csv';
import { escapeVCardText, foldLine } from './clients-vcard';
import { readClientBatches } from './read-client-batches';

let server: TestServer;
let user: ApiUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'clients-export');
  await addClient(user, {
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
  });
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
    expect(rows[0]).toEqual([...CLIENT_CSV_HEADERS]);
    expect(rows).toHaveLength(3);
    const byName = new Map(rows.slice(1).map((row) => [row[0], row]));
    const formula = byName.get("'=cmd()");
    expect(formula).toBeDefined();
    const cell = (row: string[] | undefined, header: string) =>
      row?.[CLIENT_CSV_HEADERS.indexOf(header as (typeof CLIENT_CSV_HEADERS)[number])];
    expect(cell(formula, 'Company')).toBe("'+SUM(A1)");
    expect(cell(formula, 'Phone')).toBe("'+1 415 555 2671");
    expect(cell(formula, 'Tags')).toBe("'@risk, vip");
    expect(cell(formula, 'Notes')).toBe('Line one\nLine "two", with comma');
    expect(cell(formula, 'Status')).toBe('Qualified');
    expect(cell(formula, 'Estimated Value')).toBe('1500.50');
    expect(cell(formula, 'Address')).toBe('1 Main St');
    expect(cell(formula, 'Address Line 2')).toBe('Suite 2');
    expect(cell(formula, 'Zip / Postal Code')).toBe('12345');
    expect(cell(formula, 'Website')).toBe('https://formula.example');
    expect(cell(byName.get('Zoë Müller; Jr, PhD'), 'Phone')).toBe("'+1 212 555 0100");
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
    const fields = matchHeaders([...CLIENT_CSV_HEADERS]).map((field) => field?.kind);
    expect(fields.slice(0, 5)).toEqual(['name', 'email', 'phone', 'company', 'position']);
    expect(fields).toContain('estimatedValue');
    expect(fields).toContain('tags');
    expect(fields).toContain('website');
    expect(fields.filter((kind) => kind === 'address')).toHaveLength(6);
    expect(unneutralize(csvCell('=cmd()'))).toBe('=cmd()');
  });

  it('quotes and neutralises single cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('\rcr')).toBe('"\'\rcr"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
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
