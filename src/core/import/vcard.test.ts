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

  it('streams: a card is handed back when its END line arrives', () => {
    const reader = new VCardReader();
    const lines = V30.split('\n');
    const seen = lines.map((line, index) => reader.push(line, index + 1).length);
    // END:VCARD completes on the next push (a folded line could still follow) or at the end.
    expect(seen.reduce((a, b) => a + b, 0) + reader.end().length).toBe(1);
    expect(reader.cardsStarted).toBe(1);
  });
});
