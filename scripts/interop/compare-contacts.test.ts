import { describe, expect, it } from 'vitest';
import { compareContacts, type StoredClient, samePhone } from './compare-contacts';
import type { ExpectedContact } from './expected-contact';

const contact = (over: Partial<ExpectedContact>): ExpectedContact => ({
  where: 'card 1',
  names: ['Ada Lovelace'],
  values: [],
  addresses: [],
  ...over,
});

const client = (over: Partial<StoredClient>): StoredClient => ({
  id: 'c1',
  name: 'Ada Lovelace',
  ...over,
});

describe('samePhone', () => {
  it('forgives formatting, country codes and trunk or 00 prefixes', () => {
    expect(samePhone('089 1234567', '+49 89 1234567')).toBe(true);
    expect(samePhone('0049 89 1234567', '+49 89 1234567')).toBe(true);
    expect(samePhone('(415) 555-2671', '+1 415 555 2671')).toBe(true);
    expect(samePhone('tel:+1-418-656-9254;ext=102', '+1 418 656 9254')).toBe(true);
  });

  it('does not take a few shared last digits for the same number', () => {
    expect(samePhone('12345', '+1 555 123 45')).toBe(false);
    expect(samePhone('+1 415 555 2671', '+1 415 555 2672')).toBe(false);
    expect(samePhone('', '')).toBe(false);
  });
});

describe('compareContacts', () => {
  it('calls a contact fully right when its client has every value, whatever the case and spacing', () => {
    const expected = contact({
      values: [
        { kind: 'email', label: 'e-mail', value: 'Ada@Example.com' },
        { kind: 'phone', label: 'phone', value: '(415) 555-2671' },
        { kind: 'website', label: 'URL', value: 'example.com/ada' },
        { kind: 'note', label: 'NOTE', value: 'Met at\n the  conference' },
      ],
      addresses: [{ label: 'ADR;HOME', parts: [{ label: 'postal code', value: '10115' }] }],
    });
    const stored = client({
      emails: [{ address: 'ada@example.com' }],
      phones: [{ number: '+1 415 555 2671' }],
      websites: [{ url: 'https://example.com/ada/' }],
      notes: 'Met at the conference',
      addresses: [{ line1: 'Invalidenstr. 1', postalCode: '10115', city: 'Berlin' }],
    });
    expect(compareContacts([expected], [stored])).toEqual([
      { where: 'card 1', name: 'Ada Lovelace', verdict: 'right', lost: [], setAside: [] },
    ]);
  });

  it('counts a value that is no e-mail or web address, kept in the notes, as kept — a valid one there as lost', () => {
    const expected = contact({
      values: [
        { kind: 'email', label: 'e-mail', value: 'ada@example.com' },
        { kind: 'email', label: '2nd e-mail', value: 'contact1@invalid' },
        { kind: 'website', label: 'URL', value: 'www.carreño quiñones.com' },
      ],
    });
    const notes =
      'Imported values that were not valid for their field:\nEmail: contact1@invalid\nWebsite: www.carreño quiñones.com';
    const kept = compareContacts(
      [expected],
      [client({ emails: [{ address: 'ada@example.com' }], notes })],
    );
    expect(kept[0]).toMatchObject({
      verdict: 'right',
      lost: [],
      setAside: ['2nd e-mail "contact1@invalid"', 'URL "www.carreño quiñones.com"'],
    });
    const valid = contact({
      values: [{ kind: 'email', label: 'e-mail', value: 'ada@example.com' }],
    });
    const moved = compareContacts(
      [valid],
      [
        client({
          notes: 'Imported values that were not valid for their field:\nEmail: ada@example.com',
        }),
      ],
    );
    expect(moved[0]).toMatchObject({ verdict: 'partial', lost: ['e-mail (moved to notes)'] });
  });

  it('names each lost value, and says when the app put it into the notes', () => {
    const expected = contact({
      values: [
        { kind: 'phone', label: 'phone', value: '+1 415 555 2671' },
        { kind: 'phone', label: '2nd phone', value: '0351 223344' },
        { kind: 'phone', label: '3rd phone', value: '+1 212 555 0100' },
      ],
    });
    const stored = client({
      phones: [{ number: '+1 415 555 2671' }],
      notes: 'Imported values that were not valid for their field:\nPhone: 0351 223344',
    });
    const [verdict] = compareContacts([expected], [stored]);
    expect(verdict?.verdict).toBe('partial');
    expect(verdict?.lost).toEqual(['2nd phone (moved to notes)', '3rd phone']);
  });

  it('shows two addresses merged into one as the second one lost', () => {
    const expected = contact({
      values: [{ kind: 'email', label: 'e-mail', value: 'ada@example.com' }],
      addresses: [
        { label: 'Address 1', parts: [{ label: 'Address 1 - City', value: 'London' }] },
        { label: 'Address 2', parts: [{ label: 'Address 2 - City', value: 'Paris' }] },
      ],
    });
    const stored = client({
      emails: [{ address: 'ada@example.com' }],
      addresses: [{ line1: 'London Paris', city: 'London' }],
    });
    expect(compareContacts([expected], [stored])[0]?.lost).toEqual(['Address 2 Address 2 - City']);
  });

  it('finds a multi-line street split over two address lines', () => {
    const expected = contact({
      addresses: [{ label: 'ADR;WORK', parts: [{ label: 'street', value: 'Street 4\nFloor 8' }] }],
    });
    const stored = client({ addresses: [{ line1: 'Street 4', line2: 'Floor 8' }] });
    expect(compareContacts([expected], [stored])[0]?.verdict).toBe('right');
  });

  it('fails a contact no client is, and reports the name a client got instead', () => {
    const [missing, renamed] = compareContacts(
      [
        contact({ names: ['Grace Hopper'], values: [] }),
        contact({
          where: 'row 3',
          names: ['Fatima Hanif'],
          values: [{ kind: 'email', label: 'Email', value: 'fatima@example.com' }],
        }),
      ],
      [client({ id: 'c2', name: 'Ahmad Basit', emails: [{ address: 'fatima@example.com' }] })],
    );
    expect(missing?.verdict).toBe('failed');
    expect(renamed?.verdict).toBe('partial');
    expect(renamed?.lost).toEqual(['name (stored as "Ahmad Basit")']);
  });

  it('pairs look-alike contacts each with their own client', () => {
    const verdicts = compareContacts(
      [
        contact({
          where: 'card 1',
          names: ['Ñ Ñ'],
          values: [{ kind: 'phone', label: 'phone', value: '123456789' }],
        }),
        contact({
          where: 'card 2',
          names: ['Ñ Ñ Ñ'],
          values: [{ kind: 'phone', label: 'phone', value: '987654321' }],
        }),
      ],
      [
        client({ id: 'long', name: 'Ñ Ñ Ñ', phones: [{ number: '987654321' }] }),
        client({ id: 'short', name: 'Ñ Ñ', phones: [{ number: '123456789' }] }),
      ],
    );
    expect(verdicts.map((v) => v.verdict)).toEqual(['right', 'right']);
  });

  it('matches a company-only contact named after its organisation', () => {
    const expected = contact({
      names: ['Bike Shop'],
      values: [{ kind: 'company', label: 'ORG', value: 'Bike Shop' }],
    });
    const [verdict] = compareContacts(
      [expected],
      [client({ name: 'Bike Shop', company: 'Bike Shop' })],
    );
    expect(verdict?.verdict).toBe('right');
  });
});
