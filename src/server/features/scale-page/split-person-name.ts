// The vCard's N property wants a family name and a given name, but a profile has one
// display name. Split it the way people write names, and never mangle one that cannot
// be split: a single word, or a name written without spaces (山田太郎), stays whole as
// the given name; nothing is dropped or reordered beyond moving parts into their fields.

export type PersonName = {
  family: string;
  given: string;
  prefix: string;
  suffix: string;
};

/** Titles before a name ("Dr. Ada Lovelace"): the vCard's honorific prefix. */
const PREFIX = /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|fr)\.?$/i;
/** After it ("Martin Luther King Jr."): the honorific suffix. */
const SUFFIX = /^(?:jr|sr|ii|iii|iv|phd|ph\.d|md|esq|mba)\.?$/i;
/** Lowercase words that belong to the family name: "van Gogh", "de la Cruz", "bin Salman". */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'da',
  'di',
  'do',
  'dos',
  'das',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'zu',
  'bin',
  'ibn',
  'al',
  'el',
]);
/**
 * Han, kana and Hangul: Chinese, Japanese and Korean names are written family name first
 * ("山田 太郎", "김 민준"), so when they are spaced the first word is the family name.
 */
const FAMILY_NAME_FIRST =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function splitPersonName(displayName: string): PersonName {
  const name: PersonName = { family: '', given: '', prefix: '', suffix: '' };
  // "Lovelace, Ada": family name, comma, given name (unless the comma only leads a
  // suffix, as in "King, Jr.").
  const comma = displayName.split(',');
  if (comma.length === 2) {
    const [before = '', after = ''] = comma.map((part) => part.trim());
    if (before && after && !after.split(/\s+/).every((word) => SUFFIX.test(word))) {
      return { ...name, family: before, given: after };
    }
  }
  const words = displayName.replace(/,/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return name;

  const prefixes: string[] = [];
  while (words.length > 1 && PREFIX.test(words[0] ?? '')) prefixes.push(words.shift() ?? '');
  const suffixes: string[] = [];
  while (words.length > 1 && SUFFIX.test(words.at(-1) ?? '')) suffixes.unshift(words.pop() ?? '');
  name.prefix = prefixes.join(' ');
  name.suffix = suffixes.join(' ');

  if (words.length === 1) return { ...name, given: words[0] ?? '' };
  if (FAMILY_NAME_FIRST.test(words[0] ?? '')) {
    return { ...name, family: words[0] ?? '', given: words.slice(1).join(' ') };
  }
  // The last word, with the particles just before it, as long as a given name remains.
  let familyStart = words.length - 1;
  while (familyStart > 1 && PARTICLES.has(words[familyStart - 1] ?? '')) familyStart--;
  return {
    ...name,
    family: words.slice(familyStart).join(' '),
    given: words.slice(0, familyStart).join(' '),
  };
}
