// vCard export → import keeps what the CSV round trip keeps of the contact lists: a
// website's label, billing / shipping / other addresses, typed phones and e-mails (an
// "other" e-mail included), and text with the characters RFC 6350 escapes. The card
// toVCard writes is read by the import's own reader (parseVCards, contactToClient).
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../core/client-schemas';
import { contactToClient } from '../../../core/import/contact-to-client';
import { parseVCards } from '../../../core/import/vcard';
import { toVCard } from './clients-vcard';

function client(fields: Partial<Client>): Client {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Ada Lovelace',
    email: null,
    phone: null,
    company: null,
    position: null,
    status: 'new_lead',
    leadSource: 'referral',
    leadScore: null,
    estimatedValueCents: 0,
    expectedCloseDate: null,
    notes: null,
    tags: [],
    phones: [],
    emails: [],
    addresses: [],
    websites: [],
    lastContactedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ownerId: null,
    ownerName: null,
    createdBy: null,
    customValues: {},
    nextTask: null,
    ...fields,
  };
}

/** The card written for `original`, read back as the import reads a .vcf. */
function roundTrip(original: Client) {
  const cards = parseVCards(toVCard(original));
  expect(cards).toHaveLength(1);
  const read = contactToClient((cards[0] as (typeof cards)[number]).contact);
  if (!read.ok) throw new Error(read.reason);
  return read.client;
}

const LABELLED = client({
  phones: [
    { number: '+44 20 7946 0958', type: 'work', isDefault: true },
    { number: '+1 415 555 2671', type: 'mobile', isDefault: false },
    { number: '+49 30 1234567', type: 'home', isDefault: false },
    { number: '+33 1 42 68 53 00', type: 'other', isDefault: false },
  ],
  emails: [
    { address: 'ada@home.example', type: 'personal', isDefault: true },
    { address: 'ada@engines.example', type: 'work', isDefault: false },
    { address: 'ada@other.example', type: 'other', isDefault: false },
  ],
  addresses: [
    {
      line1: '12 St James Sq',
      line2: 'Floor 2',
      city: 'London',
      state: null,
      postalCode: 'SW1Y 4JH',
      country: 'United Kingdom',
      type: 'billing',
      isDefault: true,
    },
    {
      line1: '1 Dock Rd',
      line2: null,
      city: 'Tilbury',
      state: 'Essex',
      postalCode: 'RM18 7EH',
      country: 'United Kingdom',
      type: 'shipping',
      isDefault: false,
    },
    {
      line1: '1 Ockham Park',
      line2: null,
      city: 'Ockham',
      state: null,
      postalCode: null,
      country: null,
      type: 'other',
      isDefault: false,
    },
  ],
  websites: [
    { url: 'https://engines.example', label: 'Website', isDefault: false },
    { url: 'https://ada.example/notes?a=1,2', label: 'Notes, personal', isDefault: true },
    // Written as typed, read back as typed (no capital added, no "x-" taken off).
    { url: 'https://blog.example', label: 'x-blog', isDefault: false },
  ],
});

describe('vCard export → import', () => {
  it('keeps website labels, address types, and phone and e-mail types', () => {
    const back = roundTrip(LABELLED);
    expect(back.phones).toEqual(LABELLED.phones);
    expect(back.emails).toEqual(LABELLED.emails);
    expect(back.addresses).toEqual(LABELLED.addresses);
    expect(back.websites).toEqual(LABELLED.websites);
  });

  it('writes RFC 6350 types, and labels where RFC 6350 has no type', () => {
    const card = toVCard(LABELLED).replace(/\r\n /g, '');
    expect(card).toContain('\r\nTEL;TYPE="work,voice";PREF=1:+44 20 7946 0958\r\n');
    expect(card).toContain('\r\nEMAIL;TYPE=home;PREF=1:ada@home.example\r\n');
    expect(card).toMatch(
      /\r\nitem(\d)\.ADR;PREF=1:;Floor 2;12 St James Sq;.*\r\nitem\1\.X-ABLabel:Billing\r\n/,
    );
    expect(card).toMatch(/\r\nitem(\d)\.ADR:;;1 Dock Rd;.*\r\nitem\1\.X-ABLabel:Shipping\r\n/);
    expect(card).toMatch(
      /\r\nitem(\d)\.EMAIL:ada@other\.example\r\nitem\1\.X-ABLabel:_\$!<Other>!\$_\r\n/,
    );
    expect(card).toMatch(
      /\r\nitem(\d)\.URL;PREF=1:https:\/\/ada\.example\/notes\?a=1,2\r\nitem\1\.X-ABLabel:Notes\\, personal\r\n/,
    );
    // The default label is what an import gives a website without one: not written.
    expect(card).toContain('\r\nURL:https://engines.example\r\n');
    // Each label names its own group.
    const groups = [...card.matchAll(/\r\n(item\d+)\.X-ABLabel:/g)].map((match) => match[1]);
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups).toHaveLength(6);
  });

  it('escapes hostile text so it stays one value of one card', () => {
    const hostile = 'Evil; Inc, \\ Co\nEND:VCARD\r\nBEGIN:VCARD\nFN:Injected';
    const original = client({
      name: 'Mallory; Jr, \\ PhD',
      company: hostile,
      notes: hostile,
      tags: ['a,b', 'c;d', 'e\\f'],
      addresses: [
        {
          line1: '1 Main St; Apt 2, Rear',
          line2: null,
          city: 'Back\\slash',
          state: null,
          postalCode: null,
          country: null,
          type: 'billing',
          isDefault: true,
        },
      ],
      websites: [{ url: 'https://evil.example', label: 'Blog; x, y \\ z', isDefault: true }],
    });
    const card = toVCard(original);
    // The words stay inside escaped values: no line of the card starts them.
    expect(card.match(/^BEGIN:VCARD\r$/gm)).toHaveLength(1);
    expect(card.match(/^END:VCARD\r$/gm)).toHaveLength(1);
    expect(card).not.toMatch(/^FN:Injected/m);
    expect(card.replace(/\r\n /g, '')).toContain(
      '\r\nORG:Evil\\; Inc\\, \\\\ Co\\nEND:VCARD\\nBEGIN:VCARD\\nFN:Injected\r\n',
    );

    const back = roundTrip(original);
    expect(back.name).toBe('Mallory; Jr, \\ PhD');
    expect(back.company).toBe(hostile.replace(/\r\n/g, '\n'));
    expect(back.notes).toBe(hostile.replace(/\r\n/g, '\n'));
    expect(back.tags).toEqual(['a,b', 'c;d', 'e\\f']);
    expect(back.addresses).toEqual(original.addresses);
    expect(back.websites).toEqual([
      { url: 'https://evil.example', label: 'Blog; x, y \\ z', isDefault: true },
    ]);
  });
});
