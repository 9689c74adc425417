// POST /api/v1/clients/import?filename=x.vcf with the structures real address books
// write (issue 19), built here byte by byte: UTF-16 without a BOM, a card mixing
// charsets, quoted-printable without a charset, cards without a person's name, numbers
// without a country code, Apple's item groups. Asserts the rows stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { type ImportDone, postImport } from '../../../../../tests/support/client-import';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { CLIENT_MESSAGES } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function importVcf(user: ApiUser, bytes: Uint8Array) {
  const answer = await postImport(user, 'contacts.vcf', bytes);
  expect(answer.status, answer.text).toBe(200);
  return answer.done as ImportDone;
}

const stored = (userId: string) =>
  server.database.db
    .selectFrom('clients')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('name')
    .execute();

/** Lines joined by CRLF; a string is UTF-8, a number array raw bytes of another charset. */
function vcf(...lines: (string | (string | number[])[])[]): Uint8Array {
  const out: number[] = [];
  for (const line of lines) {
    for (const part of Array.isArray(line) ? line : [line]) {
      out.push(...(typeof part === 'string' ? new TextEncoder().encode(part) : part));
    }
    out.push(0x0d, 0x0a);
  }
  return Uint8Array.from(out);
}

function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    bytes[index * 2 + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[index * 2 + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

describe('POST /api/v1/clients/import (.vcf from real address books)', () => {
  it('imports UTF-16 without a BOM in both byte orders', async () => {
    const user = await signUpApiUser(server, 'vcf');
    const card = (name: string) =>
      `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${name}\r\nADR;TYPE=home:;;169 Mária Canal;La Paz;;;Perú\r\nEND:VCARD\r\n`;
    expect(await importVcf(user, utf16(card('Ǽgean Le'), 'le'))).toMatchObject({ imported: 1 });
    expect(await importVcf(user, utf16(card('Ǽgean Be'), 'be'))).toMatchObject({ imported: 1 });
    const rows = await stored(user.id);
    expect(rows.map((row) => row.name)).toEqual(['Ǽgean Be', 'Ǽgean Le']);
    expect(rows[0]?.contactDetails.addresses[0]).toMatchObject({
      line1: '169 Mária Canal',
      country: 'Perú',
      type: 'home',
    });
  });

  it('decodes each property of a mixed-charset card in its own charset, and QP without one', async () => {
    const user = await signUpApiUser(server, 'vcf');
    const answer = await importVcf(
      user,
      vcf(
        'BEGIN:VCARD',
        'VERSION:2.1',
        'N;CHARSET=UTF-8:Müller;Jürgen;;;',
        ['ORG;CHARSET=ISO-8859-1:B', [0xe4], 'ckerei M', [0xfc], 'ller'],
        'TITLE;ENCODING=QUOTED-PRINTABLE:Gesch=C3=A4ftsf=C3=BChrer',
        'NOTE;ENCODING=QUOTED-PRINTABLE:Caf=E9 cr=E8me=0D=0A=',
        'He said \\"hi\\"',
        'END:VCARD',
      ),
    );
    expect(answer).toMatchObject({ imported: 1, failed: [] });
    expect((await stored(user.id))[0]).toMatchObject({
      name: 'Jürgen Müller',
      company: 'Bäckerei Müller',
      position: 'Geschäftsführer',
      // QP bytes that are not UTF-8 are Windows-1252; the QP's own CRLF is a line break.
      notes: 'Café crème\nHe said "hi"',
    });
  });

  it('unescapes \\" in a note', async () => {
    const user = await signUpApiUser(server, 'vcf');
    await importVcf(
      user,
      vcf('BEGIN:VCARD', 'VERSION:3.0', 'FN:Quote', 'NOTE:He said \\"hi\\"\\, twice', 'END:VCARD'),
    );
    expect((await stored(user.id))[0]?.notes).toBe('He said "hi", twice');
  });

  it('names company-only, e-mail-only and phone-only cards after what they have', async () => {
    const user = await signUpApiUser(server, 'vcf');
    const answer = await importVcf(
      user,
      vcf(
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:;;;;',
        'ORG:Apple Computer Benelux BV;',
        'item1.URL;type=pref:http\\://www.apple.nl',
        'item1.X-ABLabel:_$!<HomePage>!$_',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:2.1',
        'EMAIL;PREF:john.doe@company.example',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:4.0',
        'TEL;VALUE=uri;TYPE="voice,home":tel:+1-212-555-0100',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:2.1',
        'PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQ',
        'END:VCARD',
      ),
    );
    expect(answer).toMatchObject({
      total: 4,
      imported: 3,
      failed: [{ line: 16, name: '', reason: CLIENT_MESSAGES.importRowNameRequired }],
    });
    const rows = await stored(user.id);
    expect(rows.map((row) => row.name)).toEqual([
      '+1 212 555 0100',
      'Apple Computer Benelux BV',
      'john.doe@company.example',
    ]);
    expect(rows[1]?.websiteUrls).toEqual([
      { url: 'http://www.apple.nl', label: 'Home page', isDefault: true },
    ]);
    expect(rows[2]?.contactDetails.emails).toEqual([
      { address: 'john.doe@company.example', type: 'work', isDefault: true },
    ]);
  });

  it('reads numbers in the address country and 00 as international; keeps the rest as typed, editable', async () => {
    const user = await signUpApiUser(server, 'vcf');
    await importVcf(
      user,
      vcf(
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Berlin Office',
        'TEL;TYPE=work:030 1234567',
        'TEL;TYPE=cell:0049 151 23456789',
        'TEL;TYPE=home:0800 FLOWERS',
        'ADR;TYPE=work:;;Unter den Linden 1;Berlin;;10117;Deutschland',
        'END:VCARD',
      ),
    );
    const [row] = await stored(user.id);
    expect(row?.phone).toBe('+49 30 1234567');
    expect(row?.contactDetails.phones).toEqual([
      { number: '+49 30 1234567', type: 'work', isDefault: true },
      { number: '+49 1512 3456789', type: 'mobile', isDefault: false },
      { number: '0800 FLOWERS', type: 'home', isDefault: false, asTyped: true },
    ]);
    expect(row?.notes).toBeNull();

    // The edit form sends the client's lists back as the API gave them: it saves.
    const client = await user.call('GET', `/clients/${row?.id}`);
    expect(client.body.phones[2]).toEqual({
      number: '0800 FLOWERS',
      type: 'home',
      isDefault: false,
      asTyped: true,
    });
    const saved = await user.call('PATCH', `/clients/${row?.id}`, {
      name: 'Berlin Office GmbH',
      phones: client.body.phones,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.phones[2]).toMatchObject({ number: '0800 FLOWERS', asTyped: true });
    // Typed anew (the form drops the flag), the same text is refused as any bad number.
    const typed = await user.call('PATCH', `/clients/${row?.id}`, {
      phones: [{ number: '0800 FLOWERS', type: 'home', isDefault: true }],
    });
    expect(typed.status).toBe(400);
    expect(typed.text).toContain(CLIENT_MESSAGES.invalidPhone);
  });
});
