// Pairs what the file holds (the check's own reading) with the clients the app stored,
// and says per contact: fully right, partial (which values were lost), or failed (no
// stored client is it). Comparisons forgive what a person would not call a loss:
// letter case and spacing, phone formatting and country codes (the last digits must
// agree, at least 7), a website's scheme and trailing slash.
import type { ExpectedAddress, ExpectedContact, ExpectedValue } from './expected-contact';

/** The part of a client (GET /api/v1/clients) the comparison reads. */
export type StoredClient = {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  position?: string | null;
  notes?: string | null;
  phones?: { number: string }[];
  emails?: { address: string }[];
  addresses?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
    country?: string | null;
  }[];
  websites?: { url: string }[];
};

export type Verdict = 'right' | 'partial' | 'failed';

export type ContactVerdict = {
  where: string;
  /** The name the file gives the contact (its first candidate). */
  name: string;
  verdict: Verdict;
  /** Partial: the values not found on the client ("2nd phone", "ADR;HOME postal code"). */
  lost: string[];
  /**
   * Values the file gives a field but that are no value of that kind (an e-mail without a
   * domain, a web address with spaces): found in the client's notes, they are kept, not
   * lost — the app sets aside what its field refuses (spec: nothing silently dropped).
   */
  setAside: string[];
  /** Partial: what the client holds, to see the loss by eye in the JSON report. */
  stored?: StoredClient;
};

/** Lower case, one space between words, Unicode composed. */
export function normalText(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function normalEmail(value: string): string {
  return value
    .trim()
    .replace(/^mailto:/i, '')
    .toLowerCase();
}

/** A phone's digits without an extension, a tel: prefix or leading zeros (trunk/00 prefixes). */
export function phoneDigits(value: string): string {
  const withoutExtension = value
    .replace(/^tel:/i, '')
    .replace(/(?:;ext=|\s*(?:ext\.?|extension|x|#)\s*)\d+\s*$/i, '');
  return withoutExtension.replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * Same number: one's digits end with the other's, and the shorter has at least 7 digits
 * ("089 1234567" is "+49 89 1234567"; "555-1212" alone is compared exactly).
 */
export function samePhone(a: string, b: string): boolean {
  const x = phoneDigits(a);
  const y = phoneDigits(b);
  if (x === '' || y === '') return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 7 && long.endsWith(short);
}

export function normalWebsite(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** Words of a name: letters and digits, lower case ("Doe, John" → doe, john). */
export function nameTokens(value: string): string[] {
  return normalText(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Prepared once per client: the comparisons run for every pair. */
type Prepared = {
  client: StoredClient;
  name: string;
  nameTokens: Map<string, number>;
  emails: Set<string>;
  phones: string[];
  websites: Set<string>;
  company: string;
  position: string;
  notes: string;
  addresses: string[];
};

function prepare(client: StoredClient): Prepared {
  const emails = new Set(
    [client.email ?? '', ...(client.emails ?? []).map((e) => e.address)]
      .filter(Boolean)
      .map(normalEmail),
  );
  const phones = [client.phone ?? '', ...(client.phones ?? []).map((p) => p.number)].filter(
    Boolean,
  );
  return {
    client,
    name: normalText(client.name),
    nameTokens: countTokens(client.name),
    emails,
    phones,
    websites: new Set((client.websites ?? []).map((w) => normalWebsite(w.url))),
    company: normalText(client.company ?? ''),
    position: normalText(client.position ?? ''),
    notes: normalText(client.notes ?? ''),
    addresses: (client.addresses ?? []).map((a) =>
      normalText([a.line1, a.line2, a.city, a.state, a.postalCode, a.country].join(' ')),
    ),
  };
}

function countTokens(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of nameTokens(value)) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/**
 * The client carries one of the names: each of its words, as often as it has it ("Mr.
 * John Doe" carries "John Doe"; "Ñ Ñ" does not carry "Ñ Ñ Ñ").
 */
function nameMatches(contact: ExpectedContact, stored: Prepared): boolean {
  if (contact.nameIsPhone) {
    return contact.names.some((name) => samePhone(name, stored.client.name));
  }
  return contact.names.some((name) => {
    const counts = countTokens(name);
    if (counts.size === 0) return false;
    for (const [token, count] of counts) {
      if ((stored.nameTokens.get(token) ?? 0) < count) return false;
    }
    return true;
  });
}

/** The client's name is exactly one of the names (decides between equally good pairs). */
const sameName = (contact: ExpectedContact, stored: Prepared) =>
  contact.names.some((name) => normalText(name) === stored.name);

function valueFound(value: ExpectedValue, stored: Prepared): boolean {
  switch (value.kind) {
    case 'email':
      return stored.emails.has(normalEmail(value.value));
    case 'phone':
      return stored.phones.some((phone) => samePhone(phone, value.value));
    case 'website':
      return stored.websites.has(normalWebsite(value.value));
    case 'company':
      return stored.company.includes(normalText(value.value));
    case 'position':
      return stored.position.includes(normalText(value.value));
    case 'note':
      return stored.notes.includes(normalText(value.value));
  }
}

/** A lost value the app put into the notes instead (issue 19: phones moved to notes). */
function inNotes(value: ExpectedValue, stored: Prepared): boolean {
  if (value.kind === 'note' || stored.notes === '') return false;
  if (stored.notes.includes(normalText(value.value))) return true;
  const digits = phoneDigits(value.value);
  return (
    value.kind === 'phone' && digits.length >= 7 && stored.notes.replace(/\D/g, '').includes(digits)
  );
}

/** True when the file's contact and the client are the same person: an e-mail, phone or the name agrees. */
function isSameContact(contact: ExpectedContact, stored: Prepared): boolean {
  return (
    contact.values.some(
      (value) => (value.kind === 'email' || value.kind === 'phone') && valueFound(value, stored),
    ) || nameMatches(contact, stored)
  );
}

/** An address part is kept when each of its lines is ("Street 4\nFloor 8" may become two fields). */
function partFound(value: string, addressText: string): boolean {
  return value
    .split(/\n/)
    .map((line) => normalText(line).replace(/[,;]$/, ''))
    .filter(Boolean)
    .every((line) => addressText.includes(line));
}

/**
 * Each expected address takes the stored address that has most of its parts (each stored
 * address serves one expected address, so two merged into one shows as a loss).
 */
function lostAddressParts(addresses: readonly ExpectedAddress[], stored: Prepared): string[] {
  const lost: string[] = [];
  const used = new Set<number>();
  for (const address of addresses) {
    let best = -1;
    let bestFound = 0;
    stored.addresses.forEach((text, index) => {
      if (used.has(index)) return;
      const found = address.parts.filter((part) => partFound(part.value, text)).length;
      if (found > bestFound) {
        best = index;
        bestFound = found;
      }
    });
    if (best >= 0) used.add(best);
    const text = best >= 0 ? (stored.addresses[best] ?? '') : '';
    for (const part of address.parts) {
      if (partFound(part.value, text)) continue;
      lost.push([address.label, part.label].filter(Boolean).join(' '));
    }
  }
  return lost;
}

/**
 * An independent, deliberately plain judgement of whether a value can be what its field
 * holds: an e-mail is local@domain.tld without spaces, a web address has no spaces.
 */
export function isInvalidForField(value: ExpectedValue): boolean {
  const text = value.value.trim();
  if (value.kind === 'email') return !/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text);
  if (value.kind === 'website') return /\s/.test(text);
  return false;
}

function lostValues(
  contact: ExpectedContact,
  stored: Prepared,
): { lost: string[]; setAside: string[] } {
  const lost: string[] = [];
  const setAside: string[] = [];
  if (!nameMatches(contact, stored)) lost.push(`name (stored as "${stored.client.name}")`);
  for (const value of contact.values) {
    if (valueFound(value, stored)) continue;
    if (!inNotes(value, stored)) lost.push(value.label);
    else if (isInvalidForField(value)) setAside.push(`${value.label} "${value.value.trim()}"`);
    else lost.push(`${value.label} (moved to notes)`);
  }
  lost.push(...lostAddressParts(contact.addresses, stored));
  return { lost, setAside };
}

/** The compared fields of a client, nothing else. */
function storedSnapshot(client: StoredClient | undefined): StoredClient | undefined {
  if (!client) return undefined;
  const { id, name, company, position, notes, phones, emails, addresses, websites } = client;
  return { id, name, company, position, notes, phones, emails, addresses, websites };
}

const checkCount = (contact: ExpectedContact) =>
  1 + contact.values.length + contact.addresses.reduce((n, a) => n + a.parts.length, 0);

/**
 * The verdict for every contact. Pairs are chosen best first (fewest lost values), each
 * client serving one contact, so a file with two similar people pairs each with their own.
 */
export function compareContacts(
  contacts: readonly ExpectedContact[],
  clients: readonly StoredClient[],
): ContactVerdict[] {
  const prepared = clients.map(prepare);
  const candidates: {
    contact: number;
    client: number;
    lost: string[];
    setAside: string[];
    share: number;
    exact: boolean;
  }[] = [];
  contacts.forEach((contact, c) => {
    prepared.forEach((stored, s) => {
      if (!isSameContact(contact, stored)) return;
      const { lost, setAside } = lostValues(contact, stored);
      candidates.push({
        contact: c,
        client: s,
        lost,
        setAside,
        share: lost.length / checkCount(contact),
        exact: sameName(contact, stored),
      });
    });
  });
  candidates.sort(
    (a, b) =>
      a.share - b.share ||
      Number(b.exact) - Number(a.exact) ||
      a.contact - b.contact ||
      a.client - b.client,
  );

  const verdicts = new Map<number, ContactVerdict>();
  const usedClients = new Set<number>();
  for (const candidate of candidates) {
    if (verdicts.has(candidate.contact) || usedClients.has(candidate.client)) continue;
    usedClients.add(candidate.client);
    const contact = contacts[candidate.contact] as ExpectedContact;
    verdicts.set(candidate.contact, {
      where: contact.where,
      name: contact.names[0] ?? '',
      verdict: candidate.lost.length === 0 ? 'right' : 'partial',
      lost: candidate.lost,
      setAside: candidate.setAside,
      ...(candidate.lost.length > 0
        ? { stored: storedSnapshot(prepared[candidate.client]?.client) }
        : {}),
    });
  }
  return contacts.map(
    (contact, c) =>
      verdicts.get(c) ?? {
        where: contact.where,
        name: contact.names[0] ?? '',
        verdict: 'failed',
        lost: [],
        setAside: [],
      },
  );
}
