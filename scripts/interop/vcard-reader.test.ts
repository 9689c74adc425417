import { describe, expect, it } from 'vitest';
import { readVcardFile } from './vcard-reader';

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('readVcardFile', () => {
  it('reads a vCard 3.0 card with ical.js: names, every e-mail and phone, ADR parts', () => {
    const reading = readVcardFile(
      utf8(
        crlf([
          'BEGIN:VCARD',
          'VERSION:3.0',
          'FN:Erika Mustermann',
          'N:Mustermann;Erika;;Dr.;',
          'EMAIL;TYPE=WORK:erika@example.de',
          'TEL;TYPE=CELL:+49 221 9999123',
          'TEL;TYPE=HOME:0221 1234567',
          'ADR;TYPE=HOME:;;Heidestraße 17;Köln;;51147;Deutschland',
          'item1.URL:http\\://example.de',
          'NOTE:Met at the fair\\; call back',
          'END:VCARD',
        ]),
      ),
    );
    expect(reading.readers).toEqual({ icaljs: 1, lines: 0 });
    const [card] = reading.contacts;
    expect(card?.names).toContain('Erika Mustermann');
    expect(card?.values.map((v) => [v.label, v.value])).toEqual([
      ['e-mail', 'erika@example.de'],
      ['phone', '+49 221 9999123'],
      ['2nd phone', '0221 1234567'],
      ['URL', 'http://example.de'],
      ['NOTE', 'Met at the fair; call back'],
    ]);
    expect(card?.addresses).toEqual([
      {
        label: 'ADR;HOME',
        parts: [
          { label: 'street', value: 'Heidestraße 17' },
          { label: 'city', value: 'Köln' },
          { label: 'postal code', value: '51147' },
          { label: 'country', value: 'Deutschland' },
        ],
      },
    ]);
  });

  it('reads UTF-16 without a BOM', () => {
    const text = crlf(['BEGIN:VCARD', 'VERSION:3.0', 'FN:Zoë Ångström', 'END:VCARD']);
    const reading = readVcardFile(new Uint8Array(Buffer.from(text, 'utf16le')));
    expect(reading.encoding).toBe('utf-16le');
    expect(reading.contacts[0]?.names[0]).toBe('Zoë Ångström');
  });

  it('reads a 2.1 card with quoted-printable soft breaks and a different charset per property', () => {
    const latin1Name = Buffer.from('N;CHARSET=ISO-8859-1:Müller;Jürgen\r\n', 'latin1');
    const rest = Buffer.from(
      crlf([
        'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=',
        '=C3=BCller',
        'TEL;WORK;VOICE:+49 30 1234567',
        'NOTE;QUOTED-PRINTABLE:line one=0D=0Aline two',
        'END:VCARD',
      ]),
      'utf8',
    );
    const bytes = Buffer.concat([Buffer.from('BEGIN:VCARD\r\nVERSION:2.1\r\n'), latin1Name, rest]);
    const reading = readVcardFile(new Uint8Array(bytes));
    expect(reading.readers).toEqual({ icaljs: 0, lines: 1 });
    const [card] = reading.contacts;
    expect(card?.names).toEqual(['Jürgen Müller']);
    expect(card?.values).toEqual([
      { kind: 'phone', label: 'phone', value: '+49 30 1234567' },
      { kind: 'note', label: 'NOTE', value: 'line one\r\nline two' },
    ]);
  });

  it('names a card without a person after its organisation, else its e-mail, else its phone', () => {
    const reading = readVcardFile(
      utf8(
        crlf([
          'BEGIN:VCARD',
          'VERSION:3.0',
          'N:;;;;',
          'ORG:Bike Shop;Repairs',
          'END:VCARD',
          'BEGIN:VCARD',
          'VERSION:2.1',
          'EMAIL;PREF:jane@example.com',
          'END:VCARD',
          'BEGIN:VCARD',
          'VERSION:4.0',
          'TEL;VALUE=uri:tel:+1-555-555-5555',
          'END:VCARD',
          'BEGIN:VCARD',
          'LABEL;QUOTED-PRINTABLE;WORK:401 Park Drive=0ABoston',
          'END:VCARD',
        ]),
      ),
    );
    expect(reading.contacts.map((c) => [c.names, c.nameIsPhone])).toEqual([
      [['Bike Shop'], false],
      [['jane@example.com'], false],
      [['tel:+1-555-555-5555'], true],
    ]);
    expect(reading.empty).toBe(1);
  });
});
