import { describe, expect, it } from 'vitest';
import { contactToClient } from './contact-to-client';
import {
  hasNameColumn,
  hasUsableColumn,
  matchHeader,
  matchHeaders,
  rowToContact,
  splitTags,
  unneutralize,
} from './csv-columns';

describe('matchHeader', () => {
  it.each([
    ['Name', 'name'],
    ['Full Name', 'name'],
    ['Contact Name', 'name'],
    ['First Name', 'firstName'],
    ['Given Name', 'firstName'],
    ['Last Name', 'lastName'],
    ['Surname', 'lastName'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['E-mail 1 - Value', 'email'],
    ['Mobile', 'phone'],
    ['Phone Number', 'phone'],
    ['Business Phone', 'phone'],
    ['Company', 'company'],
    ['Company Name', 'company'],
    ['Organization', 'company'],
    ['Organization 1 - Title', 'position'],
    ['Job Title', 'position'],
    ['Position', 'position'],
    ['Address', 'address'],
    ['Street Address', 'address'],
    ['City', 'address'],
    ['State', 'address'],
    ['Zip / Postal Code', 'address'],
    ['Postal Code', 'address'],
    ['Country', 'address'],
    ['Website', 'website'],
    ['URL', 'website'],
    ['Web Page', 'website'],
    ['Tags', 'tags'],
    ['Notes', 'notes'],
    ['Estimated Value', 'estimatedValue'],
    ['Lead Score', 'leadScore'],
    ['Lead Source', 'leadSource'],
    ['Expected Close Date', 'expectedCloseDate'],
    ['Status', 'status'],
    ['Owner', 'owner'],
    ['Created', 'createdAt'],
    ['Created At', 'createdAt'],
    ['Last Contacted', 'lastContactedAt'],
    ['Phone 1 - Type', 'listType'],
  ])('%s → %s', (header, kind) => {
    expect(matchHeader(header)?.kind).toBe(kind);
  });

  it.each([
    'Created by',
    'Last Modified Date',
    'Last Activity Date',
    'Fax',
    'Pager Number',
    'Record ID',
    'E-mail Type',
    'Relation 1 - Value',
    'E-mail Display Name',
    'Name Suffix',
    'Nickname',
    'Favourite colour',
  ])('leaves out %s', (header) => {
    expect(matchHeader(header)).toBeUndefined();
  });

  it('reads the phone type and address group from the header', () => {
    expect(matchHeader('Mobile Phone')).toEqual({ kind: 'phone', type: 'mobile' });
    expect(matchHeader('Work Phone')).toEqual({ kind: 'phone', type: 'work' });
    expect(matchHeader('Home Phone')).toEqual({ kind: 'phone', type: 'home' });
    expect(matchHeader('Home City')).toEqual({ kind: 'address', part: 'city', group: 'home' });
    expect(matchHeader('Address Line 2')).toEqual({
      kind: 'address',
      part: 'line2',
      group: 'office',
    });
  });

  it("ignores Outlook's name title when a Job Title column exists", () => {
    const columns = matchHeaders(['Title', 'First Name', 'Last Name', 'Job Title']);
    expect(columns.map((c) => c?.kind)).toEqual([undefined, 'firstName', 'lastName', 'position']);
    expect(hasNameColumn(columns)).toBe(true);
    expect(hasNameColumn(matchHeaders(['Email', 'Phone']))).toBe(false);
  });

  it('calls a table usable when a name, company, e-mail or phone column is there', () => {
    for (const header of ['Name', 'Last Name', 'Company', 'E-mail', 'Mobile']) {
      expect(hasUsableColumn(matchHeaders([header, 'Notes']))).toBe(true);
    }
    expect(hasUsableColumn(matchHeaders(['Notes', 'Tags', 'Contact owner', 'Website']))).toBe(
      false,
    );
    expect(hasUsableColumn([])).toBe(false);
  });
});

describe('rowToContact', () => {
  it('composes a name from first and last name', () => {
    const columns = matchHeaders(['First Name', 'Last Name', 'E-mail']);
    const result = contactToClient(rowToContact(columns, ['Ada', 'Lovelace', 'ADA@Example.com']));
    expect(result).toMatchObject({
      ok: true,
      client: {
        name: 'Ada Lovelace',
        status: 'new_lead',
        emails: [{ address: 'ada@example.com' }],
      },
    });
  });

  it('reads a row of our own CSV export back', () => {
    const headers = [
      'Name',
      'Email',
      'Phone',
      'Company',
      'Position',
      'Status',
      'Lead Source',
      'Lead Score',
      'Estimated Value',
      'Expected Close Date',
      'Tags',
      'Website',
      'Address',
      'City',
      'State',
      'Zip / Postal Code',
      'Country',
      'Notes',
    ];
    const row = [
      'Grace Hopper',
      'grace@navy.mil',
      "'+1 415 555 2671",
      "'=Navy",
      'Rear Admiral',
      'Closed Won',
      'Referral',
      '80',
      '1500.50',
      '2026-03-01',
      'vip, cobol',
      'https://navy.mil',
      '1 Main St',
      'Arlington',
      'VA',
      '22201',
      'USA',
      'Met at the conference',
    ];
    const result = contactToClient(rowToContact(matchHeaders(headers), row));
    expect(result).toEqual({
      ok: true,
      client: expect.objectContaining({
        name: 'Grace Hopper',
        company: '=Navy',
        position: 'Rear Admiral',
        status: 'closed_won',
        leadSource: 'referral',
        leadScore: 80,
        estimatedValueCents: 150050,
        expectedCloseDate: '2026-03-01',
        tags: ['vip', 'cobol'],
        notes: 'Met at the conference',
        phones: [{ number: '+1 415 555 2671', type: 'mobile', isDefault: true }],
        emails: [{ address: 'grace@navy.mil', type: 'work', isDefault: true }],
        websites: [{ url: 'https://navy.mil', label: 'Website', isDefault: true }],
        addresses: [
          {
            line1: '1 Main St',
            line2: null,
            city: 'Arlington',
            state: 'VA',
            postalCode: '22201',
            country: 'USA',
            type: 'office',
            isDefault: true,
          },
        ],
      }),
    });
  });

  it('fails a row with nothing to name a client after', () => {
    const columns = matchHeaders(['Name', 'Email']);
    // A row with an e-mail is named after it (issue 19); one with nothing fails.
    expect(contactToClient(rowToContact(columns, ['  ', 'x@example.com']))).toMatchObject({
      ok: true,
      client: { name: 'x@example.com' },
    });
    expect(contactToClient(rowToContact(columns, ['  ', ' ']))).toEqual({
      ok: false,
      name: '',
      reason: 'Name field is required',
    });
  });

  it('keeps the row and moves values its fields refuse into the notes', () => {
    const columns = matchHeaders(['Name', 'Phone', 'Email', 'Website', 'Estimated Value', 'Notes']);
    const result = contactToClient(
      rowToContact(columns, ['Bob', '12', 'not-an-email', 'javascript:alert(1)', 'lots', 'Hi']),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // A number that cannot be read is kept as typed in the phone list (decision 041).
    expect(result.client.phones).toMatchObject([{ number: '12', asTyped: true }]);
    expect(result.client.emails).toEqual([]);
    expect(result.client.websites).toEqual([]);
    expect(result.client.estimatedValueCents).toBe(0);
    expect(result.client.notes).toBe(
      'Hi\n\nImported values that were not valid for their field:\nEmail: not-an-email\nWebsite: javascript:alert(1)\nEstimated value: lots',
    );
  });

  it('fails a row whose text is longer than its field allows, with the field named', () => {
    const columns = matchHeaders(['Name', 'Company']);
    expect(contactToClient(rowToContact(columns, ['Al', 'x'.repeat(201)]))).toEqual({
      ok: false,
      name: 'Al',
      reason: 'Company must be at most 200 characters',
    });
  });

  it('adds https:// to a bare domain and splits tags as lists write them', () => {
    const columns = matchHeaders(['Name', 'Website', 'Tags']);
    const result = contactToClient(rowToContact(columns, ['Cy', 'www.example.com', 'a; b; A']));
    expect(result).toMatchObject({
      ok: true,
      client: { websites: [{ url: 'https://www.example.com' }], tags: ['a', 'b'] },
    });
    expect(splitTags('x | y,z')).toEqual(['x', 'y', 'z']);
    // Google's and our export's separator: then a comma belongs to its tag.
    expect(splitTags('Friends, old ::: vip')).toEqual(['Friends, old', 'vip']);
    expect(splitTags('a,b :::')).toEqual(['a,b']);
  });

  it('reads the owner, the dates and the apostrophe the export adds', () => {
    const columns = matchHeaders(['Name', 'Owner', 'Created', 'Last Contacted', 'Notes']);
    const contact = rowToContact(columns, [
      'Al',
      'Grace Hopper',
      '2024-05-01T10:20:30.123Z',
      '2024-06-01T08:00:00.000Z',
      '\'=HYPERLINK("x")',
    ]);
    expect(contact).toMatchObject({
      owner: 'Grace Hopper',
      createdAt: '2024-05-01T10:20:30.123Z',
      notes: '=HYPERLINK("x")',
    });
    expect(contactToClient(contact)).toMatchObject({
      ok: true,
      client: {
        createdAt: '2024-05-01T10:20:30.123Z',
        lastContactedAt: '2024-06-01T08:00:00.000Z',
      },
    });
    expect(unneutralize("'+1 415")).toBe('+1 415');
    expect(unneutralize("'plain")).toBe("'plain");
  });

  it('keeps a date it cannot read in the notes, and refuses one in the future', () => {
    const columns = matchHeaders(['Name', 'Created', 'Last Contacted']);
    const result = contactToClient(rowToContact(columns, ['Al', 'someday', '2999-01-01']));
    expect(result).toMatchObject({
      ok: true,
      client: {
        notes:
          'Imported values that were not valid for their field:\nCreated: someday\nLast contacted: 2999-01-01',
      },
    });
    if (result.ok) expect(result.client.createdAt).toBeUndefined();
  });
});

describe('hostile cells', () => {
  it('reads long runs of spaces in headers and cells in linear time', () => {
    const spaces = ' '.repeat(200_000);
    const started = performance.now();
    expect(matchHeaders([`Phone${spaces}1 - Value`, `a${spaces}`])).toEqual([undefined, undefined]);
    const columns = matchHeaders(['Name', 'Phone 1 - Value', 'Address 1 - Street']);
    const contact = rowToContact(columns, ['Al', `1${spaces}2`, `a${spaces}b`]);
    expect(contact.phones).toHaveLength(1);
    expect(contact.addresses[0]?.line1).toBe(`a${spaces}b`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
