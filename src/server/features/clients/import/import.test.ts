// POST /api/v1/clients/import over real HTTP against a real database.
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { postImport } from '../../../../../tests/support/client-import';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { ImportBody } from './import-body';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const post = (user: ApiUser, filename: string, content: string | Uint8Array) =>
  postImport(user, filename, content);

/** A Pro user: imports past the Free plan's 50 clients. */
async function signUpProUser(): Promise<ApiUser> {
  const user = await signUpApiUser(server, 'import');
  await server.database.db
    .updateTable('profiles')
    .set({ tier: 'pro' })
    .where('userId', '=', user.id)
    .execute();
  return user;
}

async function stored(userId: string) {
  return server.database.db
    .selectFrom('clients')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('name')
    .execute();
}

const TEN_ROWS = [
  'Full Name,E-mail,Mobile,Organization,Job Title,City,Notes',
  'Ada Lovelace,ada@example.com,+1 415 555 2671,Analytical Engines,Countess,London,First',
  ',,,,,,nothing to name a client after',
  'Grace Hopper,grace@example.com,,Navy,Admiral,Arlington,',
  '"Alan ""Al"" Turing",alan@example.com,,Bletchley,,,"two',
  'lines"',
  'Edsger Dijkstra,edsger@example.com,,,,,',
  `Barbara Liskov,barbara@example.com,,${'x'.repeat(201)},,,`,
  'Donald Knuth,don@example.com,12,,,,bad phone',
  'Ada Again,ADA@example.com,,,,,same e-mail as line 2',
  'Margaret Hamilton,margaret@example.com,,NASA,,,',
  'Ken Thompson,,,Bell Labs,,,',
].join('\r\n');

describe('POST /api/v1/clients/import', () => {
  it('imports the good rows of a CSV and reports the bad ones with line and reason', async () => {
    const user = await signUpApiUser(server, 'import');
    const answer = await post(user, 'contacts.csv', TEN_ROWS);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/x-ndjson');
    expect(answer.lines[0]).toEqual({ type: 'progress', processed: 0, total: null });
    expect(answer.done).toEqual({
      type: 'done',
      total: 10,
      imported: 7,
      updated: 0,
      // The same e-mail as line 2: a duplicate, skipped by default.
      skipped: 1,
      failed: [
        { line: 3, name: '', reason: 'Name field is required' },
        { line: 8, name: 'Barbara Liskov', reason: 'Company must be at most 200 characters' },
      ],
    });
    const rows = await stored(user.id);
    expect(rows.map((row) => row.name)).toEqual([
      'Ada Lovelace',
      'Alan "Al" Turing',
      'Donald Knuth',
      'Edsger Dijkstra',
      'Grace Hopper',
      'Ken Thompson',
      'Margaret Hamilton',
    ]);
    expect(rows.every((row) => row.status === 'new_lead')).toBe(true);
    const ada = rows[0];
    expect(ada).toMatchObject({
      email: 'ada@example.com',
      phone: '+1 415 555 2671',
      company: 'Analytical Engines',
      position: 'Countess',
      notes: 'First',
    });
    expect(ada?.contactDetails.addresses).toEqual([
      expect.objectContaining({ line1: 'London', city: 'London' }),
    ]);
    expect(rows[1]?.notes).toBe('two\nlines');
    // The phone that is no number is not lost: it is kept as typed (decision 041).
    expect(rows[2]).toMatchObject({ phone: '12', notes: 'bad phone' });
    expect(rows[2]?.contactDetails.phones).toEqual([
      { number: '12', type: 'mobile', isDefault: true, asTyped: true },
    ]);
  });

  it('reads our own CSV and vCard exports back: another user gets the same clients', async () => {
    const owner = await signUpApiUser(server, 'import');
    const created = await owner.call('POST', '/clients', {
      name: 'Round Trip',
      company: '=Formula Inc',
      position: 'Buyer',
      leadSource: 'referral',
      leadScore: 70,
      estimatedValueCents: 123456,
      expectedCloseDate: '2026-05-01',
      notes: 'Line one\nLine two, with "quotes"',
      tags: ['vip', 'q2'],
      phones: [{ number: '+1 415 555 2671', type: 'work', isDefault: true }],
      emails: [{ address: 'round@example.com', type: 'work', isDefault: true }],
      addresses: [
        {
          line1: '1 Main St',
          line2: 'Suite 5',
          city: 'Springfield',
          state: 'IL',
          postalCode: '62704',
          country: 'USA',
          type: 'office',
          isDefault: true,
        },
      ],
      websites: [{ url: 'https://round.example', label: 'Website', isDefault: true }],
    });
    expect(created.status).toBe(201);
    for (const format of ['csv', 'vcf'] as const) {
      const exported = await owner.call('GET', `/clients/export.${format}`);
      expect(exported.status).toBe(200);
      const reader = await signUpApiUser(server, 'import');
      const answer = await post(reader, `export.${format}`, exported.text);
      expect(answer.done).toEqual({
        type: 'done',
        total: 1,
        imported: 1,
        updated: 0,
        skipped: 0,
        failed: [],
      });
      const [copy] = await stored(reader.id);
      expect(copy).toMatchObject({
        name: 'Round Trip',
        company: '=Formula Inc',
        position: 'Buyer',
        email: 'round@example.com',
        phone: '+1 415 555 2671',
        status: 'new_lead',
        notes: 'Line one\nLine two, with "quotes"',
        tags: ['vip', 'q2'],
      });
      expect(copy?.contactDetails.addresses).toEqual([
        expect.objectContaining({ line1: '1 Main St', city: 'Springfield', country: 'USA' }),
      ]);
      expect(copy?.websiteUrls).toEqual([
        expect.objectContaining({ url: 'https://round.example' }),
      ]);
      if (format === 'csv') {
        expect(copy).toMatchObject({
          leadSource: 'referral',
          leadScore: 70,
          estimatedValueCents: 123456,
          expectedCloseDate: '2026-05-01',
        });
      }
    }
  });

  it('adds nothing when the same file is imported again', async () => {
    const user = await signUpApiUser(server, 'import');
    expect((await post(user, 'contacts.csv', TEN_ROWS)).done?.imported).toBe(7);
    const again = await post(user, 'contacts.csv', TEN_ROWS);
    // Ken Thompson has no e-mail nor phone, so nothing marks him as the same person: he
    // is added again; the other seven are skipped as duplicates, not failed.
    expect(again.done).toMatchObject({ total: 10, imported: 1, skipped: 7, updated: 0 });
    expect(
      again.done?.failed.filter((f) => f.reason === CLIENT_MESSAGES.duplicateImportRow),
    ).toEqual([]);
    expect(await stored(user.id)).toHaveLength(8);
  });

  it('answers "No data found in CSV file" for an empty CSV and for a header alone', async () => {
    const user = await signUpApiUser(server, 'import');
    for (const content of ['', 'Name,Email\n', '\uFEFFName,Email\r\n,\r\n\r\n']) {
      const answer = await post(user, 'empty.csv', content);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('No data found in CSV file');
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it('reads CSVs in Windows-1252, UTF-16 and with semicolons or tabs', async () => {
    const user = await signUpApiUser(server, 'import');
    const latin1 = Buffer.from('Name;Company\nJosé Müller;Café Zoë\n', 'latin1');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tEmail\r\nZoë Ω\tzoe@example.com\r\n', 'utf16le'),
    ]);
    expect((await post(user, 'ansi.csv', latin1)).done?.imported).toBe(1);
    expect((await post(user, 'unicode.csv', utf16)).done?.imported).toBe(1);
    const rows = await stored(user.id);
    expect(rows.map((row) => [row.name, row.company, row.email])).toEqual([
      ['José Müller', 'Café Zoë', null],
      ['Zoë Ω', null, 'zoe@example.com'],
    ]);
  });

  it('refuses a program renamed .csv and stores nothing', async () => {
    const user = await signUpApiUser(server, 'import');
    const exe = new Uint8Array(4096);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
    exe.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 78);
    for (const name of ['contacts.csv', 'contacts.vcf', 'contacts.xlsx', 'contacts.xls']) {
      const answer = await post(user, name, exe);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.body.error.message).toBe(CLIENT_MESSAGES.importFileUnreadable);
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it('refuses other extensions with the spec message', async () => {
    const user = await signUpApiUser(server, 'import');
    for (const name of ['contacts.txt', 'contacts', 'contacts.csv.exe']) {
      const answer = await post(user, name, 'Name\nAda\n');
      expect(answer.status).toBe(415);
      expect(answer.body.error.message).toBe(
        'Unsupported file format. Please use CSV, Excel, or VCF files.',
      );
    }
    expect(await stored(user.id)).toEqual([]);
  });

  it('refuses a spreadsheet over 50 MB and a CSV over 512 MB, each by its own limit', async () => {
    const user = await signUpApiUser(server, 'import');
    const sheet = await user.call(
      'POST',
      '/clients/import?filename=big.xlsx',
      new Blob([new Uint8Array(50 * 1024 * 1024 + 1)]),
    );
    expect(sheet.status).toBe(413);
    expect(sheet.body.error.message).toBe(
      'Excel files must be 50 MB or smaller. Save a larger sheet as a CSV file (up to 512 MB) and import that instead.',
    );
    // A CSV is read as it arrives, so 60 MB of it is taken where a sheet stops at 50.
    const sixtyMb = () => {
      const chunk = new Uint8Array(1024 * 1024);
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 60) controller.enqueue(chunk);
          else controller.close();
        },
      });
    };
    expect((await new ImportBody(sixtyMb(), 'csv').readAll()).byteLength).toBe(60 * 1024 * 1024);
    await expect(new ImportBody(sixtyMb(), 'xlsx').readAll()).rejects.toMatchObject({
      status: 413,
    });
    // …and one that says it is larger than 512 MB is refused before a byte is read.
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        new URL(`${server.url}/api/v1/clients/import?filename=huge.csv`),
        {
          method: 'POST',
          headers: {
            cookie: user.cookie,
            origin: server.url,
            'content-length': String(512 * 1024 * 1024 + 1),
          },
        },
      );
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write('Name\nAda\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).error.message).toBe(
      'CSV and VCF files must be 512 MB or smaller',
    );
    expect(await stored(user.id)).toEqual([]);
  });

  it('imports .xlsx and .xls (biff8) sheets, formulas only as their stored values', async () => {
    const user = await signUpApiUser(server, 'import');
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const sheet = XLSX.utils.aoa_to_sheet([
        ['Name', 'Email', 'Phone', 'Company', 'Estimated Value', 'Expected Close Date'],
        [
          `Sheet ${bookType}`,
          `${bookType}@example.com`,
          // Different numbers: the same phone would make the second sheet's row a duplicate.
          bookType === 'xlsx' ? 14155552671 : 14155552672,
          '=1+1',
          1500.5,
          new Date(Date.UTC(2026, 2, 1)),
        ],
        [`Formula ${bookType}`, '', '', 'x', 1, ''],
        ['', '', '', '', '', '2026-01-01'],
      ]);
      // A real formula: only its cached value is read, nothing is evaluated.
      sheet.D3 = { t: 's', v: 'Acme', f: 'HYPERLINK("https://evil.example","Acme")' };
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Contacts');
      const data = XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
      const answer = await post(user, `contacts.${bookType === 'biff8' ? 'xls' : 'xlsx'}`, data);
      expect(answer.status).toBe(200);
      expect(answer.lines[0]).toEqual({ type: 'progress', processed: 0, total: 3 });
      expect(answer.done).toEqual({
        type: 'done',
        total: 3,
        imported: 2,
        updated: 0,
        skipped: 0,
        failed: [{ line: 4, name: '', reason: 'Name field is required' }],
      });
    }
    const rows = await stored(user.id);
    expect(rows.map((row) => [row.name, row.company])).toEqual([
      ['Formula biff8', 'Acme'],
      ['Formula xlsx', 'Acme'],
      ['Sheet biff8', '=1+1'],
      ['Sheet xlsx', '=1+1'],
    ]);
    expect(rows[3]).toMatchObject({
      email: 'xlsx@example.com',
      phone: '+1 415 555 2671',
      estimatedValueCents: 150050,
      expectedCloseDate: '2026-03-01',
    });
  });

  it('refuses a zip bomb and a zip that lies about its sizes, with a clean message', async () => {
    const user = await signUpApiUser(server, 'import');
    const zeros = await deflateZeros(120 * 1024 * 1024);
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: zeros, size: 120 * 1024 * 1024 },
    ]);
    const liar = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros, size: 1000 }]);
    for (const file of [bomb, liar]) {
      const answer = await post(user, 'bomb.xlsx', file);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(CLIENT_MESSAGES.importSpreadsheetTooLarge);
    }
    const broken = zipOf([{ name: 'a.xml', data: deflateRawSync('hello'), size: 5 }]).subarray(
      0,
      40,
    );
    expect((await post(user, 'broken.xlsx', broken)).body.error.message).toBe(
      CLIENT_MESSAGES.importFileUnreadable,
    );
    expect(await stored(user.id)).toEqual([]);
  });

  it('refuses a sheet with more rows than a spreadsheet import takes', async () => {
    const user = await signUpApiUser(server, 'import');
    const sheet = XLSX.utils.aoa_to_sheet([['Name'], ['Ada']]);
    sheet['!ref'] = 'A1:A200000';
    sheet.A200000 = { t: 's', v: 'Zed' };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Contacts');
    const answer = await post(
      user,
      'long.xlsx',
      XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(CLIENT_MESSAGES.importSpreadsheetTooLarge);
  });

  it('imports a .vcf and answers "No contacts found" for one without cards', async () => {
    const user = await signUpApiUser(server, 'import');
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'FN:Vera Card',
      'TEL;TYPE=work:+1 212 555 0100',
      'EMAIL:vera@example.com',
      'CATEGORIES:vip,friends',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'NOTE:Nothing to name a client after',
      'END:VCARD',
    ].join('\r\n');
    const answer = await post(user, 'cards.vcf', vcf);
    expect(answer.done).toEqual({
      type: 'done',
      total: 2,
      imported: 1,
      updated: 0,
      skipped: 0,
      failed: [{ line: 8, name: '', reason: 'Name field is required' }],
    });
    expect((await stored(user.id))[0]).toMatchObject({
      name: 'Vera Card',
      phone: '+1 212 555 0100',
      tags: ['vip', 'friends'],
    });
    const empty = await post(user, 'empty.vcf', 'nothing here\n');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(CLIENT_MESSAGES.noVcfData);
  });

  it('stops at the Free plan limit: the rows past 50 are counted and named as limited, not failed', async () => {
    const user = await signUpApiUser(server, 'import');
    await server.database.db
      .insertInto('clients')
      .values(Array.from({ length: 48 }, (_, i) => ({ userId: user.id, name: `Existing ${i}` })))
      .execute();
    const csv = ['Name', 'One', 'Two', 'Three', 'Four', 'Five'].join('\n');
    const answer = await post(user, 'five.csv', csv);
    expect(answer.done).toEqual({
      type: 'done',
      total: 5,
      imported: 2,
      updated: 0,
      skipped: 0,
      failed: [],
      limited: {
        count: 3,
        used: 50,
        limit: 50,
        tier: 'free',
        // Named for the failed rows' download, with the limit's message.
        rows: [
          { line: 4, name: 'Three', reason: CLIENT_MESSAGES.clientLimit(50) },
          { line: 5, name: 'Four', reason: CLIENT_MESSAGES.clientLimit(50) },
          { line: 6, name: 'Five', reason: CLIENT_MESSAGES.clientLimit(50) },
        ],
      },
    });
    expect(await stored(user.id)).toHaveLength(50);
  });

  it("leaves another user's clients alone: their e-mails are no duplicates of mine", async () => {
    const owner = await signUpApiUser(server, 'import');
    const other = await signUpApiUser(server, 'import');
    expect(
      (await post(other, 'a.csv', 'Name,Email\nTheirs,shared@example.com\n')).done?.imported,
    ).toBe(1);
    const before = await stored(other.id);
    const answer = await post(owner, 'b.csv', 'Name,Email\nMine,shared@example.com\n');
    expect(answer.done).toMatchObject({ total: 1, imported: 1, failed: [] });
    expect(await stored(other.id)).toEqual(before);
    expect((await stored(owner.id)).map((row) => row.name)).toEqual(['Mine']);
  });

  it('reports progress after every 1,000 rows and announces each committed batch', async () => {
    const user = await signUpProUser();
    const events = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: user.cookie },
    });
    try {
      await events.waitForComment('connected');
      const rows = Array.from({ length: 2500 }, (_, i) => `Person ${i};p${i}@example.com`);
      const answer = await post(user, 'many.csv', `Name;Email\n${rows.join('\n')}\n`);
      const progress = answer.lines.flatMap((line) =>
        line.type === 'progress' ? [line.processed] : [],
      );
      expect(progress).toEqual([0, 1000, 2000, 2500]);
      expect(answer.done).toMatchObject({ total: 2500, imported: 2500, failed: [] });
      const isImport = (data: string) => {
        const event = JSON.parse(data) as { entity: string; id: string };
        return event.entity === 'clients' && event.id === 'import';
      };
      // One event per committed batch: 1,000 + 1,000 + 500 rows.
      const announced = () => events.messages.filter((m) => isImport(m.data)).length;
      for (let waited = 0; announced() < 3 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(events.messages.filter((m) => isImport(m.data))).toHaveLength(3);
    } finally {
      events.close();
    }
  });

  it("checks the rows past the first batch alike (in the row checker's thread)", async () => {
    const user = await signUpProUser();
    const rows = Array.from({ length: 3200 }, (_, i) => `Person ${i},p${i}@example.com,`);
    rows[1500] = ',,,only a note'; // line 1502: nothing to name a client after
    rows[2600] = 'Second Ten,P10@EXAMPLE.COM,'; // line 2602: the e-mail of line 12
    rows[2700] = 'Bad Phone,phone@example.com,12'; // kept, the number as typed
    const answer = await post(user, 'checked.csv', `Name,Email,Phone,Notes\n${rows.join('\n')}\n`);
    expect(answer.done).toEqual({
      type: 'done',
      total: 3200,
      imported: 3198,
      updated: 0,
      // Line 2602 has the e-mail of line 12, stored by an earlier batch.
      skipped: 1,
      failed: [{ line: 1502, name: '', reason: CLIENT_MESSAGES.importRowNameRequired }],
    });
    const badPhone = (await stored(user.id)).find((row) => row.name === 'Bad Phone');
    expect(badPhone?.phone).toBe('12');
    expect(badPhone?.contactDetails.phones).toEqual([
      { number: '12', type: 'mobile', isDefault: true, asTyped: true },
    ]);
  });

  it('keeps the committed batches when the upload is cut off, and no half row', async () => {
    const user = await signUpProUser();
    const url = new URL(`${server.url}/api/v1/clients/import?filename=cut.csv`);
    const request = httpRequest(url, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: server.url, 'content-length': '10000000' },
    });
    const firstBatch = new Promise<void>((resolve, reject) => {
      request.on('response', (response) => {
        response.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('"processed":2000')) resolve();
        });
      });
      request.on('error', () => {});
      setTimeout(() => reject(new Error('no progress line')), 20_000);
    });
    // More than the 64 KB the server peeks at before it answers.
    const rows = Array.from({ length: 2500 }, (_, i) => `Person ${i},cut${i}@example.com`);
    // The last row is cut in the middle of its name.
    request.write(`Name,Email\n${rows.join('\n')}\nHalf a na`);
    await firstBatch;
    request.destroy();
    // Time for the server to notice the cut and end the import.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const names = (await stored(user.id)).map((row) => row.name);
    expect(names).toHaveLength(2000);
    expect(names).not.toContain('Half a na');
  });

  it('reports a row it cannot read and keeps what came before', async () => {
    const user = await signUpApiUser(server, 'import');
    const csv = `Name,Notes\nAda,ok\nBob,"${'y'.repeat(1024 * 1024 + 10)}"\nCy,never read\n`;
    const answer = await post(user, 'huge-cell.csv', csv);
    expect(answer.done).toEqual({
      type: 'done',
      total: 2,
      imported: 1,
      updated: 0,
      skipped: 0,
      failed: [{ line: 3, name: '', reason: CLIENT_MESSAGES.importRowUnreadable }],
    });
  });
});

/** Deflates `size` zero bytes without holding them: a zip bomb's payload. */
async function deflateZeros(size: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024);
  const chunks: Buffer[] = [];
  const source = Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += chunk.length) yield chunk;
    })(),
  );
  for await (const part of source.pipe(createDeflateRaw())) chunks.push(part as Buffer);
  return Buffer.concat(chunks);
}

/** A minimal zip whose entries claim the given uncompressed sizes. */
function zipOf(entries: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
