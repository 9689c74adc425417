// The header rows real contact exports carry (HubSpot, Google Contacts old and new,
// Outlook, Thunderbird, LinkedIn, Bitrix24, and sheets in six European languages), each
// as a tiny CSV written here, read as the import reads it: what ends up in the client.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type ContactResult, contactToClient } from './contact-to-client';
import { hasUsableColumn, matchHeaders, rowToContact } from './csv-columns';
import type { ImportContact } from './import-contact';

/** The file's rows as contacts, through the header row's automatic match. */
function read(csv: string): ImportContact[] {
  const [header = [], ...rows] = parse(csv, { relax_column_count: true }) as string[][];
  const columns = matchHeaders(header);
  return rows.map((row) => rowToContact(columns, row));
}

function client(result: ContactResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.client;
}

const readOne = (csv: string) => client(contactToClient(read(csv)[0] as ImportContact));

describe('HubSpot contact export', () => {
  const csv = [
    '"Record ID","First Name","Last Name","Email","Phone Number","Contact owner","Primary Associated Company ID","Last Activity Date","Lead Status","Marketing contact status","Create Date","Associated Company","Lifecycle Stage"',
    '"1","Fatima","Hanif","fatima@example.com","+1 415 555 2671","Ahmad Basit","1001","2025-04-10","Qualified","Subscribed","2025-03-20","Hanif Interiors","Lead"',
  ].join('\r\n');

  it('names the client from First and Last Name, never from the owner or the record id', () => {
    const [contact] = read(csv);
    expect(contact).toMatchObject({
      firstName: 'Fatima',
      lastName: 'Hanif',
      owner: 'Ahmad Basit',
      status: 'Qualified',
      createdAt: '2025-03-20',
      company: 'Hanif Interiors',
    });
    expect(contact?.name).toBeUndefined();
    expect(readOne(csv)).toMatchObject({
      name: 'Fatima Hanif',
      status: 'qualified',
      company: 'Hanif Interiors',
      emails: [{ address: 'fatima@example.com', type: 'work', isDefault: true }],
      phones: [{ number: '+1 415 555 2671' }],
      createdAt: '2025-03-20T00:00:00.000Z',
    });
  });

  it('maps every owner header to the owner and every status header to the status', () => {
    const owners = [
      'Contact owner',
      'Owner',
      'Lead owner',
      'Account owner',
      'HubSpot Owner',
      'Assigned to',
      'Responsible',
      'Zuständig',
      'Propriétaire',
      'Responsabile',
      'Eigenaar',
    ];
    expect(matchHeaders(owners)).toEqual(owners.map(() => ({ kind: 'owner' })));
    const statuses = ['Status', 'Lead Status', 'Stage', 'Lifecycle Stage', 'Deal stage', 'Statut'];
    expect(matchHeaders(statuses)).toEqual(statuses.map(() => ({ kind: 'status' })));
    // Columns about the record, not the contact: never its name, nor anything else.
    expect(
      matchHeaders([
        'Record ID',
        'Created by',
        'Modified by',
        'Associated Contact ID',
        'Marketing contact status',
        'Owner ID',
      ]),
    ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('reads a status by its value or label; anything else is a new lead', () => {
    const status = (text: string) => readOne(`Name,Status\r\nAda,${text}`).status satisfies string;
    expect(status('Closed Won')).toBe('closed_won');
    expect(status('closed_won')).toBe('closed_won');
    expect(status('proposal sent')).toBe('proposal_sent');
    expect(status('Subscriber')).toBe('new_lead');
  });
});

describe('name columns', () => {
  it('lets no "Contact"/"Customer" column win over First and Last Name', () => {
    expect(readOne('Customer,First Name,Last Name\r\nAcme deal,Ada,Lovelace').name).toBe(
      'Ada Lovelace',
    );
    // Alone, such a column is the name.
    expect(readOne('Customer,Email\r\nAda Lovelace,ada@example.com').name).toBe('Ada Lovelace');
  });

  it("reads Bitrix24's name + last_name as given and family name", () => {
    const csv =
      'name,last_name,phone,email,address,comments\r\nJoão,Silva,+55 11 99999 9999,joao@example.com,Rua das Flores 123,Cliente antigo';
    expect(readOne(csv)).toMatchObject({
      name: 'João Silva',
      phones: [{ number: '+55 11 99999 9999' }],
      emails: [{ address: 'joao@example.com' }],
      addresses: [{ line1: 'Rua das Flores 123' }],
      notes: 'Cliente antigo',
    });
  });

  it('keeps a full "Name" column beside given and family name (Google)', () => {
    expect(readOne('Name,Given Name,Family Name\r\nDr Ada King Lovelace,Ada,Lovelace').name).toBe(
      'Dr Ada King Lovelace',
    );
  });
});

describe('Google Contacts CSV', () => {
  const oldHeader =
    'Name,Given Name,Additional Name,Family Name,Yomi Name,Name Prefix,Nickname,Birthday,Notes,Group Membership,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Type,E-mail 2 - Value,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value,Phone 3 - Type,Phone 3 - Value,Address 1 - Type,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - PO Box,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country,Address 1 - Extended Address,Address 2 - Type,Address 2 - Formatted,Address 2 - Street,Address 2 - City,Address 2 - PO Box,Address 2 - Region,Address 2 - Postal Code,Address 2 - Country,Address 2 - Extended Address,Organization 1 - Type,Organization 1 - Name,Organization 1 - Title,Organization 1 - Department,Relation 1 - Type,Relation 1 - Value,Website 1 - Type,Website 1 - Value,Website 2 - Type,Website 2 - Value';
  const oldRow = [
    'Ada Lovelace',
    'Ada',
    '',
    'Lovelace',
    '',
    '',
    'Countess',
    '1815-12-10',
    'Met at the salon',
    '"* myContacts ::: Friends, old ::: Math"',
    'Work',
    'ada@work.example ::: ada@second.example',
    '* Home',
    'ada@home.example',
    'Mobile',
    '+44 20 7946 0958',
    '* Work',
    '+1 415 555 2671',
    'Home Fax',
    '+1 415 555 0100',
    'Home',
    '"1 Home St\nLondon"',
    '1 Home St',
    'London',
    'PO Box 7',
    'Greater London',
    'NW1 6XE',
    'United Kingdom',
    'Flat 2',
    '* Work',
    '"9 Work Rd\nCambridge"',
    '9 Work Rd',
    'Cambridge',
    '',
    '',
    'CB2 1TN',
    'United Kingdom',
    '',
    '',
    'Analytical Engines',
    'Countess',
    'Research',
    'Spouse',
    'William',
    'Profile',
    'https://ada.example',
    'Blog',
    'blog.ada.example',
  ].join(',');

  it('keeps every e-mail, phone, address and website with its type and the primary one', () => {
    const result = readOne(`${oldHeader}\r\n${oldRow}`);
    expect(result).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      position: 'Countess',
      notes: 'Met at the salon',
      tags: ['Friends, old', 'Math'],
      emails: [
        { address: 'ada@work.example', type: 'work', isDefault: false },
        { address: 'ada@second.example', type: 'work', isDefault: false },
        { address: 'ada@home.example', type: 'personal', isDefault: true },
      ],
      phones: [
        { number: '+44 20 7946 0958', type: 'mobile', isDefault: false },
        { number: '+1 415 555 2671', type: 'work', isDefault: true },
        { number: '+1 415 555 0100', type: 'other', isDefault: false },
      ],
      addresses: [
        {
          line1: '1 Home St',
          line2: 'PO Box 7, Flat 2',
          city: 'London',
          state: 'Greater London',
          postalCode: 'NW1 6XE',
          country: 'United Kingdom',
          type: 'home',
          isDefault: false,
        },
        {
          line1: '9 Work Rd',
          line2: null,
          city: 'Cambridge',
          postalCode: 'CB2 1TN',
          type: 'office',
          isDefault: true,
        },
      ],
      websites: [
        { url: 'https://ada.example', label: 'Profile' },
        { url: 'https://blog.ada.example', label: 'Blog' },
      ],
    });
  });

  it('reads the 2023 format (Label columns, First/Last Name, Labels)', () => {
    const csv = [
      'First Name,Middle Name,Last Name,Phonetic First Name,Name Prefix,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - Postal Code,Address 1 - Country,Website 1 - Label,Website 1 - Value',
      'Grace,Brewster,Hopper,,Rear Admiral,"Hopper, Grace",US Navy,Computer scientist,Research,,,,* starred ::: Navy,Other,grace@navy.example,Assistant,+1 212 555 0100,* Mobile,+1 212 555 0199,Billing,"1 Main St, Arlington",1 Main St,Arlington,22201,US,Homepage,navy.example',
    ].join('\r\n');
    expect(readOne(csv)).toMatchObject({
      name: 'Grace Brewster Hopper',
      company: 'US Navy',
      position: 'Computer scientist',
      tags: ['starred', 'Navy'],
      emails: [{ address: 'grace@navy.example', type: 'other' }],
      phones: [
        { number: '+1 212 555 0100', type: 'other', isDefault: false },
        { number: '+1 212 555 0199', type: 'mobile', isDefault: true },
      ],
      addresses: [{ line1: '1 Main St', city: 'Arlington', type: 'billing' }],
      websites: [{ url: 'https://navy.example', label: 'Homepage' }],
    });
  });

  it('takes a formatted address alone when it has no parts', () => {
    const csv = 'Name,Address 1 - Type,Address 1 - Formatted\r\nAl,Home,"1 Main St\nSpringfield"';
    expect(readOne(csv).addresses).toEqual([
      expect.objectContaining({ line1: '1 Main St, Springfield', type: 'home' }),
    ]);
  });
});

describe('Outlook CSV', () => {
  const header =
    "First Name,Middle Name,Last Name,Title,Suffix,Company,Department,Job Title,Business Street,Business Street 2,Business City,Business State,Business Postal Code,Business Country/Region,Home Street,Home City,Home Postal Code,Home Country/Region,Business Fax,Business Phone,Business Phone 2,Home Phone,Mobile Phone,E-mail Address,E-mail Type,E-mail Display Name,E-mail 2 Address,E-mail 3 Address,Notes,Web Page,Manager's Name,Categories";
  const row =
    'Alan,Mathison,Turing,Dr.,OBE,Bletchley Park,Hut 8,Cryptanalyst,1 Park Rd,Block B,Bletchley,Bucks,MK3 6EB,United Kingdom,2 Home Ln,Wilmslow,SK9 1AA,United Kingdom,+44 20 7946 0000,+44 20 7946 0001,+44 20 7946 0002,+44 1625 000 001,+44 7911 123456,alan@bletchley.example,SMTP,Alan Turing (alan@bletchley.example),alan@home.example,alan@other.example,Enigma,www.turing.example,Denniston,Codebreakers;Friends';

  it('imports name, company, position, both addresses, every phone and e-mail', () => {
    expect(readOne(`${header}\r\n${row}`)).toMatchObject({
      name: 'Alan Mathison Turing',
      company: 'Bletchley Park',
      position: 'Cryptanalyst',
      notes: 'Enigma',
      tags: ['Codebreakers', 'Friends'],
      emails: [
        { address: 'alan@bletchley.example', type: 'work' },
        { address: 'alan@home.example', type: 'work' },
        { address: 'alan@other.example', type: 'work' },
      ],
      phones: [
        { type: 'work', number: '+44 20 7946 0001' },
        { type: 'work', number: '+44 20 7946 0002' },
        { type: 'home' },
        { type: 'mobile', number: '+44 7911 123456' },
      ],
      addresses: [
        { type: 'office', line1: '1 Park Rd', line2: 'Block B', postalCode: 'MK3 6EB' },
        { type: 'home', line1: '2 Home Ln', city: 'Wilmslow', country: 'United Kingdom' },
      ],
      websites: [{ url: 'https://www.turing.example' }],
    });
  });

  it('maps an e-mail-only file: the header names a usable column', () => {
    for (const csv of [
      'E-mail Address,E-mail 2 Address,E-mail 3 Address\r\none@example.com,two@example.com,three@example.com',
      'Primary Email\r\none@example.com',
    ]) {
      const [header = ''] = csv.split('\r\n');
      expect(hasUsableColumn(matchHeaders(header.split(',')))).toBe(true);
      expect(read(csv)[0]?.emails[0]).toEqual({ address: 'one@example.com', type: 'work' });
    }
    expect(hasUsableColumn(matchHeaders(['Birthday', 'Notes', 'Record ID']))).toBe(false);
  });
});

describe('Thunderbird CSV', () => {
  const csv = [
    'First Name,Last Name,Display Name,Nickname,Primary Email,Secondary Email,Screen Name,Work Phone,Home Phone,Fax Number,Pager Number,Mobile Number,Home Address,Home Address 2,Home City,Home State,Home ZipCode,Home Country,Work Address,Work Address 2,Work City,Work State,Work ZipCode,Work Country,Job Title,Department,Organization,Web Page 1,Web Page 2,Birth Year,Birth Month,Birth Day,Custom 1,Notes',
    'Ada,Lovelace,Ada Lovelace,ada,ada@work.example,ada@private.example,adal,+1 415 555 0101,+1 415 555 0102,+1 415 555 0103,+1 415 555 0104,+1 415 555 0105,1 Home St,Flat 2,Springfield,IL,62701,USA,9 Work Rd,,Chicago,IL,60601,USA,Countess,Math,Engines Ltd,http://ada.example,http://blog.example,1815,12,10,custom,Hello',
  ].join('\r\n');

  it('keeps both ZIP codes, every phone but fax and pager, and both e-mails', () => {
    expect(readOne(csv)).toMatchObject({
      name: 'Ada Lovelace',
      position: 'Countess',
      company: 'Engines Ltd',
      notes: 'Hello',
      emails: [
        { address: 'ada@work.example', type: 'work' },
        { address: 'ada@private.example', type: 'work' },
      ],
      phones: [
        { number: '+1 415 555 0101', type: 'work' },
        { number: '+1 415 555 0102', type: 'home' },
        { number: '+1 415 555 0105', type: 'mobile' },
      ],
      addresses: [
        { type: 'home', line1: '1 Home St', line2: 'Flat 2', postalCode: '62701', state: 'IL' },
        { type: 'office', line1: '9 Work Rd', city: 'Chicago', postalCode: '60601' },
      ],
      websites: [{ url: 'http://ada.example' }, { url: 'http://blog.example' }],
    });
  });
});

describe('LinkedIn Connections.csv', () => {
  it('reads the URL as a website and leaves "Connected On" out', () => {
    const csv = [
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
      'Ada,Lovelace,https://www.linkedin.com/in/ada,ada@example.com,Engines,Countess,01 Jan 2024',
    ].join('\n');
    const result = readOne(csv);
    expect(result).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Engines',
      position: 'Countess',
      emails: [{ address: 'ada@example.com' }],
      websites: [{ url: 'https://www.linkedin.com/in/ada' }],
    });
    expect(result.notes).toBeNull();
  });
});

describe('headers in European languages', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    [
      'German',
      'Vorname,Nachname,Firma,Funktion,E-Mail,Telefon geschäftlich,Handy,Straße,PLZ,Ort,Bundesland,Land,Webseite,Notizen,Status',
      'Max,Müller,Müller GmbH,Inhaber,max@example.de,+49 30 1234567,+49 151 23456789,Hauptstraße 1,10115,Berlin,Berlin,Deutschland,www.example.de,Kunde seit 2020,Qualified',
      {
        name: 'Max Müller',
        company: 'Müller GmbH',
        position: 'Inhaber',
        status: 'qualified',
        phones: [{ type: 'work' }, { type: 'mobile' }],
        addresses: [
          { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'Deutschland' },
        ],
        websites: [{ url: 'https://www.example.de' }],
        notes: 'Kunde seit 2020',
      },
    ],
    [
      'French',
      'Prénom,Nom,Société,Poste,Courriel,Téléphone,Portable,Adresse,Ville,Code postal,Région,Pays,Site web,Remarques',
      'Jeanne,Dupont,Dupont SA,Directrice,jeanne@example.fr,+33 1 23 45 67 89,+33 6 12 34 56 78,1 rue de Rivoli,Paris,75001,Île-de-France,France,example.fr,Rappeler',
      {
        name: 'Jeanne Dupont',
        company: 'Dupont SA',
        position: 'Directrice',
        emails: [{ address: 'jeanne@example.fr' }],
        phones: [{ type: 'mobile' }, { type: 'mobile' }],
        addresses: [
          {
            line1: '1 rue de Rivoli',
            city: 'Paris',
            postalCode: '75001',
            state: 'Île-de-France',
            country: 'France',
          },
        ],
        notes: 'Rappeler',
      },
    ],
    [
      'Spanish',
      'Nombre,Apellidos,Empresa,Cargo,Correo electrónico,Teléfono,Móvil,Dirección,Ciudad,Código postal,Provincia,País,Sitio web,Notas',
      'Lucía,García López,García SL,Gerente,lucia@example.es,+34 912 345 678,+34 612 345 678,Calle Mayor 1,Madrid,28013,Madrid,España,example.es,Cliente fiel',
      {
        name: 'Lucía García López',
        company: 'García SL',
        position: 'Gerente',
        emails: [{ address: 'lucia@example.es' }],
        addresses: [
          { line1: 'Calle Mayor 1', city: 'Madrid', postalCode: '28013', country: 'España' },
        ],
        notes: 'Cliente fiel',
      },
    ],
    [
      'Italian',
      'Nome,Cognome,Ragione sociale,Ruolo,Posta elettronica,Telefono,Cellulare,Indirizzo,Città,CAP,Provincia,Nazione,Sito web,Note',
      'Giulia,Rossi,Rossi Srl,Titolare,giulia@example.it,+39 06 1234 5678,+39 312 345 6789,Via Roma 1,Roma,00184,RM,Italia,example.it,Da richiamare',
      {
        name: 'Giulia Rossi',
        company: 'Rossi Srl',
        position: 'Titolare',
        emails: [{ address: 'giulia@example.it' }],
        phones: [{ type: 'mobile' }, { type: 'mobile' }],
        addresses: [
          {
            line1: 'Via Roma 1',
            city: 'Roma',
            postalCode: '00184',
            state: 'RM',
            country: 'Italia',
          },
        ],
        notes: 'Da richiamare',
      },
    ],
    [
      'Portuguese',
      'Nome,Sobrenome,Empresa,Cargo,E-mail,Telefone,Celular,Endereço,Cidade,CEP,Estado,País,Site',
      'Ana,Souza,Souza Ltda,Diretora,ana@example.br,+55 11 3123 4567,+55 11 91234 5678,Av. Paulista 1000,São Paulo,01310-100,SP,Brasil,example.com.br',
      {
        name: 'Ana Souza',
        company: 'Souza Ltda',
        position: 'Diretora',
        addresses: [
          {
            line1: 'Av. Paulista 1000',
            city: 'São Paulo',
            postalCode: '01310-100',
            state: 'SP',
            country: 'Brasil',
          },
        ],
        websites: [{ url: 'https://example.com.br' }],
      },
    ],
    [
      'Dutch',
      'Voornaam,Tussenvoegsel,Achternaam,Bedrijf,Functie,E-mail,Telefoon,Mobiel,Adres,Woonplaats,Postcode,Provincie,Land,Website,Notities',
      'Jan,van,Dijk,Dijk BV,Eigenaar,jan@example.nl,+31 20 123 4567,+31 6 12345678,Damrak 1,Amsterdam,1012 LG,Noord-Holland,Nederland,example.nl,Bellen',
      {
        name: 'Jan van Dijk',
        company: 'Dijk BV',
        position: 'Eigenaar',
        addresses: [
          {
            line1: 'Damrak 1',
            city: 'Amsterdam',
            postalCode: '1012 LG',
            state: 'Noord-Holland',
            country: 'Nederland',
          },
        ],
        notes: 'Bellen',
      },
    ],
  ];
  it.each(cases)('%s', (_, header, row, expected) => {
    expect(readOne(`${header}\r\n${row}`)).toMatchObject(expected);
  });

  it('reads a lone "name" word as the whole name, the given name or the family name', () => {
    const kinds = (headers: string) => matchHeaders(headers.split(',')).map((f) => f?.kind);
    expect(kinds('Nom,Prénom')).toEqual(['lastName', 'firstName']);
    expect(kinds('Name,Vorname')).toEqual(['lastName', 'firstName']);
    expect(kinds('Nome,Cognome')).toEqual(['firstName', 'lastName']);
    expect(kinds('Nombre,Apellido')).toEqual(['firstName', 'lastName']);
    expect(kinds('Nombre,Empresa')).toEqual(['name', 'company']);
    expect(kinds('Nom,Société')).toEqual(['name', 'company']);
  });

  it('types e-mails and phones from the header words', () => {
    expect(matchHeaders(['E-Mail privat', 'Personal Email', 'Other Email', 'Email'])).toEqual([
      { kind: 'email', type: 'personal' },
      { kind: 'email', type: 'personal' },
      { kind: 'email', type: 'other' },
      { kind: 'email', type: 'work' },
    ]);
    expect(
      matchHeaders(['Telefon privat', 'Téléphone bureau', 'Telefono cellulare', 'Telefoon werk']),
    ).toEqual([
      { kind: 'phone', type: 'home' },
      { kind: 'phone', type: 'work' },
      { kind: 'phone', type: 'mobile' },
      { kind: 'phone', type: 'work' },
    ]);
  });
});
