// The Scale Page's "Save contact" file, read by an independent vCard parser (ical.js) as
// an address book would: the name split into its fields, every detail the page shows,
// nothing it does not, and hostile text kept as text.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { renderVCard } from './render-vcard';
import type { ScalePageData, ScalePageLink, ScalePageProfile } from './scale-page-data';

const PUBLIC_URL = 'https://scale.example';

function page(profile: Partial<ScalePageProfile>, links: Partial<ScalePageLink>[] = []) {
  const data: ScalePageData = {
    profile: {
      userId: 'u1',
      username: 'ada',
      displayName: null,
      bio: null,
      avatarUrl: null,
      tier: 'free',
      whatsappNumber: null,
      phoneNumber: null,
      ...profile,
    },
    links: links.map((link, index) => ({
      id: `l${index}`,
      title: `Link ${index}`,
      description: null,
      url: 'https://example.com',
      thumbnailUrl: null,
      ...link,
    })),
  };
  return data;
}

/**
 * The card as ical.js reads it. vCard 3.0's grammar requires a semicolon in any text to
 * be escaped (RFC 2426 §4; RFC 6350 §3.4 allows it), and address books read "\;" as ";",
 * but ical.js undoes that escape only inside compound values (N): single text values
 * are read here as an address book reads them.
 */
function read(vcard: string) {
  const card = new ICAL.Component(ICAL.parse(vcard));
  const text = (property: string) => {
    const value = card.getFirstPropertyValue(property);
    return typeof value === 'string' ? value.replace(/\\;/g, ';') : value;
  };
  const values = (property: string) =>
    card.getAllProperties(property).map((p) => ({
      value: p.getFirstValue(),
      type: p.getParameter('type') ?? null,
    }));
  return {
    version: card.getFirstPropertyValue('version'),
    n: card.getFirstPropertyValue('n'),
    fn: text('fn'),
    note: text('note'),
    tel: values('tel'),
    email: values('email'),
    url: values('url').map((u) => u.value),
    photo: values('photo'),
    names: card.getAllProperties().map((p) => p.name),
  };
}

describe('renderVCard', () => {
  it('splits the name and carries every detail the page shows', () => {
    const card = read(
      renderVCard(
        page(
          {
            displayName: 'Ada Lovelace',
            bio: 'Engines, numbers; poetry.\nLondon',
            phoneNumber: '+14155552671',
            whatsappNumber: '+447700900123',
            avatarUrl: '/files/avatars/u1/avatar.webp?v=abc',
          },
          [
            { url: 'mailto:ada@engines.example?subject=Hello' },
            { url: 'https://engines.example/about' },
            { url: 'tel:+44-20-7946-0958' },
            { url: 'mailto:ADA@home.example,second@home.example' },
            // Already on the card: once is enough.
            { url: 'tel:+1 (415) 555-2671' },
          ],
        ),
        PUBLIC_URL,
      ),
    );
    expect(card.version).toBe('3.0');
    expect(card.n).toEqual(['Lovelace', 'Ada', '', '', '']);
    expect(card.fn).toBe('Ada Lovelace');
    expect(card.note).toBe('Engines, numbers; poetry.\nLondon');
    expect(card.tel).toEqual([
      { value: '+14155552671', type: ['CELL', 'VOICE'] },
      { value: '+447700900123', type: 'CELL' },
      { value: '+442079460958', type: 'VOICE' },
    ]);
    expect(card.email.map((e) => e.value)).toEqual([
      'ada@engines.example',
      'ADA@home.example',
      'second@home.example',
    ]);
    expect(card.url).toEqual(['https://scale.example/ada', 'https://engines.example/about']);
    // The JPEG link previews get, not the WebP upload that some address books skip.
    expect(card.photo).toEqual([
      { value: 'https://scale.example/share-images/avatars/u1/avatar.jpg?v=abc', type: 'JPEG' },
    ]);
  });

  it('leaves out what the page does not show', () => {
    const card = read(renderVCard(page({ displayName: 'Madonna' }), PUBLIC_URL));
    expect(card.n).toEqual(['', 'Madonna', '', '', '']);
    expect(card.fn).toBe('Madonna');
    expect(card.names).toEqual(['version', 'n', 'fn', 'url']);
    expect(card.url).toEqual(['https://scale.example/ada']);
  });

  it('names the card after the username when there is no display name', () => {
    const card = read(renderVCard(page({ username: 'ada-l' }), PUBLIC_URL));
    expect(card.fn).toBe('ada-l');
    expect(card.n).toEqual(['', 'ada-l', '', '', '']);
  });

  it('keeps non-Latin names whole and in their order', () => {
    const japanese = read(renderVCard(page({ displayName: '山田 太郎' }), PUBLIC_URL));
    expect(japanese.n).toEqual(['山田', '太郎', '', '', '']);
    expect(japanese.fn).toBe('山田 太郎');
    const greek = read(renderVCard(page({ displayName: 'Αλέξανδρος Παπαδόπουλος' }), PUBLIC_URL));
    expect(greek.n).toEqual(['Παπαδόπουλος', 'Αλέξανδρος', '', '', '']);
  });

  it('keeps hostile text as text: no property can be added through a value', () => {
    const vcard = renderVCard(
      page(
        {
          displayName: 'Eve;Mallory,\r\nEMAIL:evil@example.com',
          bio: 'line\\one\nEND:VCARD\nBEGIN:VCARD',
        },
        [
          { url: 'mailto:"><script>@x.example' },
          { url: 'javascript:alert(1)' },
          { url: 'https://ok.example/a;b,c' },
        ],
      ),
      PUBLIC_URL,
    );
    // Each property on its own line: the values' line breaks are written as \n.
    expect(vcard.split('\r\n').filter((line) => /^(BEGIN|END|EMAIL)/.test(line))).toEqual([
      'BEGIN:VCARD',
      'END:VCARD',
    ]);
    const card = read(vcard);
    expect(card.fn).toBe('Eve;Mallory,\nEMAIL:evil@example.com');
    // "Family, given": the semicolon stays inside the family name.
    expect(card.n).toEqual(['Eve;Mallory', 'EMAIL:evil@example.com', '', '', '']);
    expect(card.note).toBe('line\\one\nEND:VCARD\nBEGIN:VCARD');
    expect(card.email).toEqual([]);
    expect(card.url).toEqual(['https://scale.example/ada', 'https://ok.example/a;b,c']);
    expect(card.names).toEqual(['version', 'n', 'fn', 'note', 'url', 'url']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const vcard = renderVCard(page({ bio: 'ü'.repeat(120) }), PUBLIC_URL);
    for (const line of vcard.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(read(vcard).note).toBe('ü'.repeat(120));
  });
});
