// A contact read from any file → the client stored: the name it gets when the file has
// no person's name, the country its phone numbers are read in, numbers kept as typed,
// and the lead source and status of the row or the import.
import { describe, expect, it } from 'vitest';
import { ZClientUpdate, ZPhone } from '../client-schemas';
import { CLIENT_MESSAGES } from '../messages';
import { countryCodeOf } from '../phone-country';
import { contactToClient } from './contact-to-client';
import { emptyContact, type ImportContact } from './import-contact';

const contact = (fields: Partial<ImportContact>): ImportContact => ({
  ...emptyContact(),
  ...fields,
});

function client(fields: Partial<ImportContact>, options?: Parameters<typeof contactToClient>[1]) {
  const result = contactToClient(contact(fields), options);
  if (!result.ok) throw new Error(result.reason);
  return result.client;
}

describe('contactToClient: a contact without a person name', () => {
  it('is named after its organisation, else its e-mail, else its phone', () => {
    expect(
      client({ company: 'Acme GmbH', emails: [{ address: 'a@acme.example', type: 'work' }] }).name,
    ).toBe('Acme GmbH');
    expect(client({ emails: [{ address: 'only@example.com', type: 'work' }] }).name).toBe(
      'only@example.com',
    );
    expect(client({ phones: [{ number: '+1 (415) 555-2671', type: 'mobile' }] }).name).toBe(
      '+1 415 555 2671',
    );
    // A person's name, composed from its parts, still comes first.
    expect(client({ firstName: 'Ada', lastName: 'Lovelace', company: 'Engines' }).name).toBe(
      'Ada Lovelace',
    );
  });

  it('fails with the spec message only when there is nothing to name it after', () => {
    expect(contactToClient(contact({ notes: 'just a note', tags: ['x'] }))).toEqual({
      ok: false,
      name: '',
      reason: CLIENT_MESSAGES.importRowNameRequired,
    });
  });
});

describe('contactToClient: phone numbers', () => {
  const german = { number: '030 1234567', type: 'work' as const };

  it("reads a number without a country code in the row's address country", () => {
    for (const country of ['Germany', 'Deutschland', 'DE', 'Allemagne', 'Alemania', 'germania']) {
      const stored = client({
        name: 'Berlin Office',
        phones: [german],
        addresses: [{ line1: 'Unter den Linden 1', country, type: 'office' }],
      });
      expect(stored.phones, country).toEqual([
        { number: '+49 30 1234567', type: 'work', isDefault: true },
      ]);
    }
  });

  it("else in the import's default country; a row's address country wins over it", () => {
    expect(
      client({ name: 'Default', phones: [german] }, { defaultCountry: 'DE' }).phones[0]?.number,
    ).toBe('+49 30 1234567');
    const french = client(
      {
        name: 'Paris',
        phones: [{ number: '01 42 68 53 00', type: 'work' }],
        addresses: [{ line1: '1 rue de Rivoli', country: 'France', type: 'office' }],
      },
      { defaultCountry: 'DE' },
    );
    expect(french.phones[0]?.number).toBe('+33 1 42 68 53 00');
  });

  it('reads 00-prefixed numbers as international wherever the row is', () => {
    const stored = client({
      name: 'Abroad',
      phones: [{ number: '0049 30 1234567', type: 'home' }],
    });
    expect(stored.phones).toEqual([{ number: '+49 30 1234567', type: 'home', isDefault: true }]);
  });

  it('keeps a number it cannot read as typed, in the phone list and not in the notes', () => {
    const stored = client({
      name: 'Odd Numbers',
      notes: 'Met at the fair',
      phones: [
        { number: '030 1234567', type: 'work' },
        { number: 'ask reception', type: 'other' },
      ],
    });
    // Read in the US (no country anywhere), 030… is no number: kept exactly as written.
    expect(stored.phones).toEqual([
      { number: '030 1234567', type: 'work', isDefault: true, asTyped: true },
    ]);
    // Text without a digit to dial is no number at all: it waits in the notes.
    expect(stored.notes).toBe(
      'Met at the fair\n\nImported values that were not valid for their field:\nPhone: ask reception',
    );
  });
});

describe('a number kept as typed in the edit form', () => {
  it('saves unchanged, and is checked like any number once it is changed', () => {
    const kept = { number: '030 1234567', type: 'work' as const, isDefault: true, asTyped: true };
    // The edit form sends the stored list back: it stays savable.
    expect(ZClientUpdate.parse({ name: 'Odd', phones: [kept] }).phones).toEqual([kept]);
    // Typed in the form (the flag dropped), the same text is refused with the form's message.
    const typed = ZPhone.safeParse({ ...kept, asTyped: undefined });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues[0]).toMatchObject({
      path: ['number'],
      message: CLIENT_MESSAGES.invalidPhone,
    });
    // The flag does not let anything through: a value with no digit or a control character.
    expect(ZPhone.safeParse({ ...kept, number: 'call me' }).success).toBe(false);
    expect(ZPhone.safeParse({ ...kept, number: '030\u0000123' }).success).toBe(false);
    expect(ZPhone.safeParse({ ...kept, number: '1'.repeat(41) }).success).toBe(false);
    // A readable number never carries the flag.
    expect(ZPhone.parse({ number: '+1 415 555 2671', asTyped: false })).toEqual({
      number: '+1 415 555 2671',
      type: 'mobile',
      isDefault: false,
    });
  });
});

describe('contactToClient: lead source and status', () => {
  it("gives rows without a lead source the import's, and keeps a row's own", () => {
    expect(client({ name: 'Spec default' }).leadSource).toBe('scale_page');
    expect(client({ name: 'Chosen' }, { leadSource: 'referral' }).leadSource).toBe('referral');
    expect(
      client({ name: 'Own', leadSource: 'Cold outreach' }, { leadSource: 'referral' }).leadSource,
    ).toBe('cold_outreach');
  });

  it('applies a status the row names; one Scale does not know waits in the notes', () => {
    expect(client({ name: 'A', status: 'Qualified' }).status).toBe('qualified');
    expect(client({ name: 'B', status: 'closed_won' }).status).toBe('closed_won');
    const unknown = client({ name: 'C', status: 'Sleeping' });
    expect(unknown.status).toBe('new_lead');
    expect(unknown.notes).toContain('Status: Sleeping');
  });
});

describe('countryCodeOf', () => {
  it('maps country names in the common European languages and codes back to ISO codes', () => {
    expect(
      [
        'Deutschland',
        'Österreich',
        'Schweiz',
        'USA',
        'United States',
        'UK',
        'España',
        'Italia',
        'Pays-Bas',
        'Polska',
        'us',
        'gb',
      ].map(countryCodeOf),
    ).toEqual(['DE', 'AT', 'CH', 'US', 'US', 'GB', 'ES', 'IT', 'NL', 'PL', 'US', 'GB']);
    expect(countryCodeOf('Atlantis')).toBeUndefined();
    expect(countryCodeOf('')).toBeUndefined();
  });
});
