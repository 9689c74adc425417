// The interop check's own small header classifier (English and the common European
// languages), written apart from the app's column matcher so the two can disagree. It
// answers what a person reading the header would call the column; the context rules
// below settle the words whose meaning depends on their neighbours (Italian "Nome"
// beside "Cognome" is a first name, French "Nom" beside "Prénom" a last name).

export type HeaderKind =
  | 'fullName'
  | 'first'
  | 'middle'
  | 'last'
  | 'company'
  | 'email'
  | 'phone'
  | 'address'
  | 'website'
  | 'note'
  | 'position'
  /** A known header that is no contact value of ours (owner, record id, dates, types…). */
  | 'ignored'
  /** Not recognised. */
  | 'other';

/** Lower case, accents removed, punctuation and underscores as spaces. */
export function normalHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const w = (words: string) => new RegExp(`\\b(?:${words})\\b`);

/** In order: the first rule that matches decides. */
const RULES: [RegExp, HeaderKind][] = [
  // An e-mail's display name or type, a phone's label: not the value itself.
  [w('type|typ|label|formatted|display name e mail'), 'ignored'],
  [/\be ?mail\b.*\bdisplay\b|\bdisplay\b.*\be ?mail\b/, 'ignored'],
  [
    w(
      'owner|besitzer|proprietaire|propietario|proprietario|record|id|uid|guid|created|modified|updated|create|erstellt|geandert|date|datum|fecha|data|birth|birthday|geburtstag|anniversary|gender|geschlecht|sexe|status|stage|source|quelle|score|tags?|categories|category|kategorie|group|groups|gruppe|department|abteilung|service|priority|sensitivity|photo|picture|avatar|nickname|spitzname|surnom|screen name|user ?name|yomi|maiden|short name|initials|prefix|suffix|anrede|salutation|newsletter|language|sprache|im|relation|custom|benutzerdefiniert|seen|symbol|location',
    ),
    'ignored',
  ],
  [
    w(
      'job title|jobtitle|title|position|role|funktion|berufsbezeichnung|poste|fonction|cargo|puesto|ruolo|qualifica|mansione|functie|beruf',
    ),
    'position',
  ],
  [w('e ?mail|email address|mail|correo|courriel|posta elettronica|e ?mail adresse'), 'email'],
  [
    w(
      'phone|telephone|tel|mobile|cell|cellphone|fax|pager|handy|telefon|telefono|portable|cellulare|movil|mobil|mobiel|telefoon|gsm|fon|numero di telefono',
    ),
    'phone',
  ],
  [
    w(
      'web ?site|web page|webpage|url|homepage|home page|sito|sitio|site web|site|internetseite|webseite|web',
    ),
    'website',
  ],
  [
    w(
      'company|organi[sz]ation|org|firma|unternehmen|societe|entreprise|azienda|societa|empresa|bedrijf|account|employer|arbeitgeber|organisatie',
    ),
    'company',
  ],
  [
    w('last|family|surname|nachname|familienname|cognome|apellidos?|achternaam|nom de famille'),
    'last',
  ],
  [w('middle|additional name|zweiter vorname|secondo nome|segundo nombre|tussenvoegsel'), 'middle'],
  [w('first|given|vorname|prenom|voornaam|forename|nombre de pila'), 'first'],
  [w('name|full name|nom|nome|nombre|naam|contact|kontakt|contatto|contacto'), 'fullName'],
  [
    w(
      'notes?|notizen?|bemerkung(?:en)?|remarques?|commenti?|comments?|notas?|opmerkingen|anmerkungen|kommentar',
    ),
    'note',
  ],
  [
    w(
      'address|street|city|town|zip|zipcode|postal|post code|postcode|state|province|region|country|po box|extended address|strasse|str|hausnummer|ort|stadt|plz|postleitzahl|land|bundesland|rue|adresse|ville|code postal|pays|via|indirizzo|citta|cap|provincia|paese|calle|direccion|ciudad|codigo postal|pais|straat|plaats|woonplaats',
    ),
    'address',
  ],
];

/** The kind of one header, without looking at its neighbours. */
export function headerKindAlone(header: string): HeaderKind {
  const text = normalHeader(header);
  if (text === '') return 'other';
  for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind;
  return 'other';
}

/** The bare words that mean "first name" beside a last-name column, "last name" beside a first-name one. */
const BARE_NAMES = new Set(['name', 'nome', 'nombre', 'naam', 'nom']);

/** The kinds of a whole header row, the context rules applied. */
export function classifyHeaders(headers: readonly string[]): HeaderKind[] {
  const kinds = headers.map(headerKindAlone);
  const has = (kind: HeaderKind) => kinds.includes(kind);
  const hasFirst = has('first');
  const hasLast = has('last');
  const hasJobTitle = headers.some((h) => /\bjob ?title\b/.test(normalHeader(h)));
  return kinds.map((kind, i) => {
    const text = normalHeader(headers[i] ?? '');
    if (kind === 'fullName' && BARE_NAMES.has(text)) {
      if (hasLast && !hasFirst) return 'first';
      if (hasFirst && !hasLast) return 'last';
    }
    // Outlook's "Title" beside "Job Title" is Mr. or Dr.
    if (kind === 'position' && text === 'title' && hasJobTitle) return 'ignored';
    return kind;
  });
}

/**
 * A row is the header when at least two of its cells are words a header would hold, or,
 * in a table as narrow as the row (a one-column list of e-mails), when every cell is.
 * A one-line preamble ("Notes:") above a wider table is not.
 */
export function looksLikeHeader(cells: readonly string[], tableWidth: number): boolean {
  const filled = cells.filter((cell) => cell !== '');
  const known = filled.filter((cell) => cell.length <= 60 && headerKindAlone(cell) !== 'other');
  if (known.length >= 2) return true;
  const width = cells.reduce((last, cell, i) => (cell ? i + 1 : last), 0);
  return known.length === 1 && filled.length === 1 && width >= tableWidth;
}
