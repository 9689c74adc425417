import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { classifyHeaders } from './header-words';
import { readCsvFile, readSpreadsheetFile } from './sheet-reader';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

describe('classifyHeaders', () => {
  it('never takes an owner, a record id or a type column for a value', () => {
    expect(
      classifyHeaders([
        'Record ID',
        'First Name',
        'Last Name',
        'Contact owner',
        'E-mail 1 - Type',
        'E-mail 1 - Value',
      ]),
    ).toEqual(['ignored', 'first', 'last', 'ignored', 'ignored', 'email']);
  });

  it('reads the name words by their neighbours, in English and European languages', () => {
    expect(classifyHeaders(['Nome', 'Cognome', 'Telefono'])).toEqual(['first', 'last', 'phone']);
    expect(classifyHeaders(['Prénom', 'Nom', 'Courriel'])).toEqual(['first', 'last', 'email']);
    expect(classifyHeaders(['name', 'last_name', 'address'])).toEqual(['first', 'last', 'address']);
    expect(classifyHeaders(['Name', 'E-Mail', 'PLZ', 'Ort'])).toEqual([
      'fullName',
      'email',
      'address',
      'address',
    ]);
  });

  it('takes Title for the honorific beside a Job Title column', () => {
    expect(classifyHeaders(['Title', 'First Name', 'Job Title'])).toEqual([
      'ignored',
      'first',
      'position',
    ]);
    expect(classifyHeaders(['first_name', 'title'])).toEqual(['first', 'position']);
  });
});

describe('readCsvFile', () => {
  it('skips a preamble before the header row', () => {
    const reading = readCsvFile(
      utf8(
        [
          'Notes:',
          '"When exporting your connection data, some e-mail addresses may be missing."',
          '',
          'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
          'Ada,Lovelace,https://example.com/in/ada,ada@example.com,Analytical Engines,Countess,01 Jan 2024',
          'Grace,Hopper,https://example.com/in/grace,,US Navy,Rear Admiral,02 Jan 2024',
        ].join('\n'),
      ),
    );
    expect(reading.headerLine).toBe(4);
    expect(reading.contacts.map((c) => [c.where, c.names[0]])).toEqual([
      ['row 5', 'Ada Lovelace'],
      ['row 6', 'Grace Hopper'],
    ]);
    expect(reading.contacts[0]?.values.map((v) => v.label)).toEqual([
      'Email Address',
      'URL',
      'Company',
      'Position',
    ]);
  });

  it('decodes Windows-1252 and finds the semicolon delimiter', () => {
    const bytes = Buffer.from(
      'Vorname;Nachname;E-Mail;Straße;PLZ\r\nJürgen;Müller;j@example.de;Hauptstraße 1;10115\r\n',
      'latin1',
    );
    const reading = readCsvFile(new Uint8Array(bytes));
    expect(reading.encoding).toBe('windows-1252');
    expect(reading.delimiter).toBe(';');
    expect(reading.contacts[0]?.names).toEqual(['Jürgen Müller']);
    expect(reading.contacts[0]?.addresses).toEqual([
      {
        label: '',
        parts: [
          { label: 'Straße', value: 'Hauptstraße 1' },
          { label: 'PLZ', value: '10115' },
        ],
      },
    ]);
  });

  it('reads a sheet without a header row by its e-mail and phone columns, the first contact included', () => {
    const reading = readCsvFile(
      utf8('Ada,Lovelace,ada@example.com\nGrace,Hopper,grace@example.com\n'),
    );
    expect(reading.headerLine).toBeNull();
    expect(reading.contacts.map((c) => c.names[0])).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('takes a one-column list of e-mails with its header, and names each row by its e-mail', () => {
    const reading = readCsvFile(utf8('Primary Email\nann@example.com\nbob@example.com\n'));
    expect(reading.headerLine).toBe(1);
    expect(reading.contacts.map((c) => c.names)).toEqual([
      ['ann@example.com'],
      ['bob@example.com'],
    ]);
  });

  it('does not count rows without a name, company, e-mail or phone', () => {
    const reading = readCsvFile(utf8('First Name,Email,Notes\n,,just a note\nAda,,\n'));
    expect(reading.contacts).toHaveLength(1);
    expect(reading.unnamedRows).toBe(1);
  });

  it('splits Google\'s " ::: " lists into one value each', () => {
    const reading = readCsvFile(
      utf8('Name,Phone 1 - Type,Phone 1 - Value\nAda,Mobile,+1 415 555 2671 ::: +1 415 555 2672\n'),
    );
    expect(reading.contacts[0]?.values.map((v) => [v.label, v.value])).toEqual([
      ['Phone 1 - Value', '+1 415 555 2671'],
      ['Phone 1 - Value (2)', '+1 415 555 2672'],
    ]);
  });
});

describe('readSpreadsheetFile', () => {
  it('reads the first sheet of a workbook', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Nome', 'Cognome', 'Email'],
        ['Mario', 'Rossi', 'mario@example.it'],
      ]),
      'Contatti',
    );
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Other', 'Sheet']]), 'Altro');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const reading = readSpreadsheetFile(new Uint8Array(bytes));
    expect(reading.contacts.map((c) => c.names[0])).toEqual(['Mario Rossi']);
  });
});
