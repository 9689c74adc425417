import { describe, expect, it } from 'vitest';
import { contactToClient } from './contact-to-client';
import { parseProperty, parseVCards, VCardReader } from './vcard';

const V21 = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;J=FCrgen;;;',
  'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BC=',
  'ller',
  'ORG;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller GmbH;Sales',
  'TITLE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Gesch=C3=A4ftsf=C3=BChrer',
  'TEL;CELL:+49 151 23456789',
  'TEL;WORK;VOICE:+49 30 1234567',
  'TEL;FAX:+49 30 7654321',
  'EMAIL;PREF;INTERNET:juergen@example.de',
  'ADR;WORK;ENCODING=QUOTED-PRINTABLE:;;Hauptstra=C3=9Fe 1;Berlin;;10115;Germany',
  'NOTE;ENCODING=QUOTED-PRINTABLE:First line=0D=0ASecond line',
  'END:VCARD',
].join('\r\n');

const V30 = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Doe;Jane;Q.;Dr.;',
  'ORG:Example\\, Inc.;Research',
  'TITLE:Lead\\; Principal',
  'TEL;TYPE=cell:+1 415 555 2671',
  'TEL;TYPE=HOME,VOICE:(212) 555-0100',
  'item1.EMAIL;type=INTERNET;type=WORK;type=pref:jane@example.com',
  'ADR;TYPE=home:;;12 Elm St\\nApt 4;Springfield;IL;62704;USA',
  'URL:https://jane.example.com',
  'CATEGORIES:vip,friends',
  'NOTE:Line one\\nLine two with a long text that was folded by the writ',
  ' er across two lines',
  'END:VCARD',
].join('\n');

const V40 = [
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Ravi Kumar',
  'N:Kumar;Ravi;;;',
  'TEL;VALUE=uri;TYPE="cell,voice";PREF=1:tel:+1-415-555-2672',
  'TEL;VALUE=uri;TYPE=work:tel:+1-212-555-0101',
  'TEL;TYPE=pager:+1-212-555-0199',
  'EMAIL;TYPE=home:ravi@example.org',
  'ADR;TYPE=work;LABEL="1 Infinite Loop":;;1 Infinite Loop;Cupertino;CA;95014;USA',
  'PHOTO;MEDIATYPE=image/png:data:image/png;base64,iVBORw0KGgo=',
  'END:VCARD',
].join('\r\n');

describe('parseProperty', () => {
  it('reads TYPE in the three syntaxes', () => {
    expect(parseProperty('TEL;CELL:1')?.types).toEqual(['cell']);
    expect(parseProperty('TEL;TYPE=cell:1')?.types).toEqual(['cell']);
    expect(parseProperty('TEL;TYPE="cell,voice":1')?.types).toEqual(['cell', 'voice']);
    expect(parseProperty('TEL;TYPE=work;TYPE=pref:1')).toMatchObject({
      types: ['work'],
      pref: true,
    });
    expect(parseProperty('item2.URL:https://a.example/x:y')).toMatchObject({
      name: 'URL',
      value: 'https://a.example/x:y',
    });
  });
});

describe('parseVCards', () => {
  it('reads a vCard 2.1 with QUOTED-PRINTABLE, charsets and bare types', () => {
    const [card, ...rest] = parseVCards(V21);
    expect(rest).toEqual([]);
    expect(card?.line).toBe(1);
    const result = contactToClient(card!.contact);
    expect(result).toEqual({
      ok: true,
      client: expect.objectContaining({
        name: 'Jürgen Müller',
        company: 'Müller GmbH',
        position: 'Geschäftsführer',
        notes: 'First line\nSecond line',
        phones: [
          { number: '+49 1512 3456789', type: 'mobile', isDefault: true },
          { number: '+49 30 1234567', type: 'work', isDefault: false },
          { number: '+49 30 7654321', type: 'other', isDefault: false },
        ],
        // INTERNET says nothing about whose address it is: the spec's default, work.
        emails: [{ address: 'juergen@example.de', type: 'work', isDefault: true }],
        addresses: [
          expect.objectContaining({
            line1: 'Hauptstraße 1',
            city: 'Berlin',
            postalCode: '10115',
            country: 'Germany',
            type: 'office',
          }),
        ],
      }),
    });
  });

  it('reads a vCard 3.0 with escapes, folding, a composed name and types', () => {
    const [card] = parseVCards(V30);
    const result = contactToClient(card!.contact);
    expect(result).toEqual({
      ok: true,
      client: expect.objectContaining({
        name: 'Jane Q. Doe',
        company: 'Example, Inc.',
        position: 'Lead; Principal',
        tags: ['vip', 'friends'],
        notes: 'Line one\nLine two with a long text that was folded by the writer across two lines',
        phones: [
          { number: '+1 415 555 2671', type: 'mobile', isDefault: true },
          { number: '+1 212 555 0100', type: 'home', isDefault: false },
        ],
        emails: [{ address: 'jane@example.com', type: 'work', isDefault: true }],
        websites: [{ url: 'https://jane.example.com', label: 'Website', isDefault: true }],
        addresses: [
          expect.objectContaining({
            line1: '12 Elm St',
            line2: 'Apt 4',
            city: 'Springfield',
            type: 'home',
          }),
        ],
      }),
    });
  });

  it('reads a vCard 4.0 with quoted type lists, PREF and tel: URIs', () => {
    const cards = parseVCards(`${V30}\r\n${V40}\r\n`);
    expect(cards.map((card) => card.line)).toEqual([1, 15]);
    const result = contactToClient(cards[1]!.contact);
    expect(result).toEqual({
      ok: true,
      client: expect.objectContaining({
        name: 'Ravi Kumar',
        phones: [
          { number: '+1 415 555 2672', type: 'mobile', isDefault: true },
          { number: '+1 212 555 0101', type: 'work', isDefault: false },
          { number: '+1 212 555 0199', type: 'other', isDefault: false },
        ],
        emails: [{ address: 'ravi@example.org', type: 'personal', isDefault: true }],
        addresses: [expect.objectContaining({ line1: '1 Infinite Loop', type: 'office' })],
      }),
    });
  });

  it('names a card without FN or N after its organisation, else its e-mail, else its phone', () => {
    const cards = parseVCards(
      [
        'BEGIN:VCARD\nVERSION:3.0\nN:;;;;\nORG:Acme GmbH;Sales\nEMAIL:info@acme.example\nEND:VCARD',
        'BEGIN:VCARD\nVERSION:2.1\nEMAIL;PREF:x@example.com\nEND:VCARD',
        'BEGIN:VCARD\nVERSION:4.0\nTEL;VALUE=uri;TYPE="voice,home":tel:+1-212-555-0100\nEND:VCARD',
        'BEGIN:VCARD\nVERSION:2.1\nPHOTO;ENCODING=BASE64;JPEG:\n /9j/4AAQ\nEND:VCARD',
      ].join('\n'),
    );
    const results = cards.map((card) => contactToClient(card.contact));
    expect(results.map((result) => (result.ok ? result.client.name : result))).toEqual([
      'Acme GmbH',
      'x@example.com',
      '+1 212 555 0100',
      // A card with only a photo has nothing to name a client after.
      { ok: false, name: '', reason: 'Name field is required' },
    ]);
  });

  it('keeps every TITLE of a card in the position, and ROLE only when there is no title', () => {
    const [titled, roleOnly] = parseVCards(
      [
        'BEGIN:VCARD\nVERSION:3.0\nFN:Ada\nROLE:Engineer\nTITLE:CTO\nTITLE:Founder\nTITLE:CTO\nEND:VCARD',
        'BEGIN:VCARD\nVERSION:3.0\nFN:Bob\nROLE:Engineer\nEND:VCARD',
      ].join('\n'),
    );
    expect(titled?.contact.position).toBe('CTO, Founder');
    expect(roleOnly?.contact.position).toBe('Engineer');
  });

  it('streams: a card is handed back when its END line arrives', () => {
    const reader = new VCardReader();
    const lines = V30.split('\n');
    const seen = lines.map((line, index) => reader.push(line, index + 1).length);
    // END:VCARD completes on the next push (a folded line could still follow) or at the end.
    expect(seen.reduce((a, b) => a + b, 0) + reader.end().length).toBe(1);
    expect(reader.cardsStarted).toBe(1);
  });
});

/** A card's lines as bytes: strings are ASCII/UTF-8, arrays are raw bytes (another charset). */
function cardBytes(...lines: (string | (string | number[])[])[]): Uint8Array {
  const out: number[] = [];
  for (const line of lines) {
    for (const part of Array.isArray(line) ? line : [line]) {
      if (typeof part === 'string') out.push(...new TextEncoder().encode(part));
      else out.push(...part);
    }
    out.push(0x0d, 0x0a);
  }
  return Uint8Array.from(out);
}

const clientOf = (entry: { contact: Parameters<typeof contactToClient>[0] } | undefined) => {
  const result = contactToClient(entry!.contact);
  if (!result.ok) throw new Error(result.reason);
  return result.client;
};

describe('parseVCards on bytes: every value in its own charset', () => {
  it('decodes a card mixing CHARSET=UTF-8 and CHARSET=ISO-8859-1 properties, each right', () => {
    const bytes = cardBytes(
      'BEGIN:VCARD',
      'VERSION:2.1',
      // "Jürgen Müller" in UTF-8, "Müller GmbH" in ISO-8859-1 (ü = 0xFC), "Łódź" in windows-1250.
      'FN;CHARSET=UTF-8:Jürgen Müller',
      ['ORG;CHARSET=ISO-8859-1:M', [0xfc], 'ller GmbH'],
      ['ADR;WORK;CHARSET=windows-1250:;;Piotrkowska 1;', [0xa3, 0xf3, 0x64, 0x9f], ';;;Polska'],
      // No CHARSET: valid UTF-8 is UTF-8, anything else the legacy code page.
      'TITLE:Geschäftsführer',
      ['NOTE:Caf', [0xe9]],
      'END:VCARD',
    );
    const client = clientOf(parseVCards(bytes)[0]);
    expect(client).toMatchObject({
      name: 'Jürgen Müller',
      company: 'Müller GmbH',
      position: 'Geschäftsführer',
      notes: 'Café',
    });
    expect(client.addresses[0]).toMatchObject({ city: 'Łódź', country: 'Polska', type: 'office' });
  });

  it('decodes quoted-printable without CHARSET as UTF-8 when it is, else as Windows-1252', () => {
    const bytes = cardBytes(
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCr=',
      'gen;;;',
      'ORG;ENCODING=QUOTED-PRINTABLE:Caf=E9 M=FCller',
      'NOTE;QUOTED-PRINTABLE:Line one=0D=0A=',
      'Line two',
      'END:VCARD',
    );
    const client = clientOf(parseVCards(bytes)[0]);
    expect(client).toMatchObject({
      name: 'Jürgen Müller',
      company: 'Café Müller',
      notes: 'Line one\nLine two',
    });
  });

  it('reads a UTF-16 file decoded first: CHARSET only where bytes are spelled out', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;CHARSET=ISO-8859-1:Ægean Lübke',
      'ORG;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:L=FCbke AG',
      'END:VCARD',
    ].join('\r\n');
    expect(clientOf(parseVCards(text)[0])).toMatchObject({
      name: 'Ægean Lübke',
      company: 'Lübke AG',
    });
  });
});

describe('parseVCards: escapes, folding, groups and types', () => {
  it('unescapes \\" \\: \\, \\; \\n \\\\ and unfolds lines continued by a space or a tab', () => {
    const [card] = parseVCards(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'FN:Ada \\"Countess\\" Lovelace',
        'NOTE:She said \\"hello\\"\\, then\\; left.\\nPath C:\\\\Temp and C:\\Users stay.',
        '\tFolded by a tab.',
        'URL:http\\://ada.example.com',
        'END:VCARD',
      ].join('\r\n'),
    );
    expect(clientOf(card)).toMatchObject({
      name: 'Ada "Countess" Lovelace',
      notes: 'She said "hello", then; left.\nPath C:\\Temp and C:\\Users stay.Folded by a tab.',
      websites: [{ url: 'http://ada.example.com', label: 'Website', isDefault: true }],
    });
  });

  it("types a group's phone, e-mail, address and website by Apple's item label", () => {
    const [card] = parseVCards(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:;;;;',
        'ORG:Apple Computer Benelux BV;',
        'item1.TEL:+31 20 123 4567',
        'item1.X-ABLabel:_$!<Mobile>!$_',
        'item2.TEL;type=pref:+31 30 765 4321',
        'item2.X-ABLabel:Büro',
        'item3.EMAIL;type=INTERNET:jan@example.nl',
        'item3.X-ABLabel:_$!<Home>!$_',
        'item4.ADR;type=pref:;;Kosterijland 42;Bunnik;;3981 AJ;Netherlands',
        'item4.X-ABLabel:_$!<Work>!$_',
        'item5.URL:http\\://www.apple.nl',
        'item5.X-ABLabel:_$!<HomePage>!$_',
        'END:VCARD',
      ].join('\r\n'),
    );
    const client = clientOf(card);
    expect(client.name).toBe('Apple Computer Benelux BV');
    expect(client.phones).toEqual([
      { number: '+31 20 123 4567', type: 'mobile', isDefault: false },
      { number: '+31 30 765 4321', type: 'work', isDefault: true },
    ]);
    expect(client.emails).toEqual([
      { address: 'jan@example.nl', type: 'personal', isDefault: true },
    ]);
    expect(client.addresses[0]).toMatchObject({
      line1: 'Kosterijland 42',
      type: 'office',
      isDefault: true,
    });
    expect(client.websites).toEqual([
      { url: 'http://www.apple.nl', label: 'Home page', isDefault: true },
    ]);
  });

  it("keeps every entry's type: 2.1 bare types, INTERNET-only e-mails, untyped addresses, URL types", () => {
    const [card] = parseVCards(
      [
        'BEGIN:VCARD',
        'VERSION:2.1',
        'FN:Bare Types',
        'TEL;CELL;WORK:+1 415 555 2671',
        'TEL;WORK;FAX:+1 415 555 2672',
        'TEL;HOME;VOICE:+1 415 555 2673',
        'TEL;PAGER:+1 415 555 2674',
        'EMAIL;INTERNET:a@example.com',
        'EMAIL;HOME;INTERNET:b@example.com',
        'EMAIL;X-OTHER:c@example.com',
        'ADR;POSTAL;PARCEL:;;1 Main St;Springfield;;;',
        'ADR;HOME:;;2 Elm St;Springfield;;;',
        'URL;TYPE=work:https://work.example.com',
        'URL;PREF:https://home.example.com',
        'END:VCARD',
      ].join('\r\n'),
    );
    const client = clientOf(card);
    expect(client.phones.map((phone) => phone.type)).toEqual(['mobile', 'work', 'home', 'other']);
    expect(client.emails.map((email) => email.type)).toEqual(['work', 'personal', 'other']);
    expect(client.addresses.map((address) => address.type)).toEqual(['office', 'home']);
    expect(client.websites).toEqual([
      { url: 'https://work.example.com', label: 'Work', isDefault: false },
      { url: 'https://home.example.com', label: 'Website', isDefault: true },
    ]);
  });

  it('reads a tel: URI with an extension as the number people dial', () => {
    const [card] = parseVCards(
      'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ext\r\nTEL;VALUE=uri;PREF=1;TYPE="voice,home":tel:+1-415-555-2671;ext=5555\r\nEND:VCARD\r\n',
    );
    expect(clientOf(card).phones).toEqual([
      { number: '+1 415 555 2671 ext. 5555', type: 'home', isDefault: true },
    ]);
  });
});
