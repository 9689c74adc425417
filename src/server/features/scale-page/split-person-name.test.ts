// How a display name becomes the vCard's family and given names: the last word is the
// family name, and nothing a person typed is lost or mangled when that rule cannot apply.
import { describe, expect, it } from 'vitest';
import { type PersonName, splitPersonName } from './split-person-name';

const name = (parts: Partial<PersonName>): PersonName => ({
  family: '',
  given: '',
  prefix: '',
  suffix: '',
  ...parts,
});

describe('splitPersonName', () => {
  it.each([
    ['Ada Lovelace', name({ given: 'Ada', family: 'Lovelace' })],
    ['  Grace   Brewster Hopper ', name({ given: 'Grace Brewster', family: 'Hopper' })],
    ['Vincent van Gogh', name({ given: 'Vincent', family: 'van Gogh' })],
    ['María de la Cruz', name({ given: 'María', family: 'de la Cruz' })],
    ['Dr. Ada Lovelace', name({ prefix: 'Dr.', given: 'Ada', family: 'Lovelace' })],
    ['Martin Luther King Jr.', name({ given: 'Martin Luther', family: 'King', suffix: 'Jr.' })],
    ['Martin Luther King, Jr.', name({ given: 'Martin Luther', family: 'King', suffix: 'Jr.' })],
    ['Lovelace, Ada', name({ family: 'Lovelace', given: 'Ada' })],
    ['Smith, John; Jr', name({ family: 'Smith', given: 'John; Jr' })],
    ['Zoë Ørsted-Ægir', name({ given: 'Zoë', family: 'Ørsted-Ægir' })],
    ['Анна Каренина', name({ given: 'Анна', family: 'Каренина' })],
    ['محمد بن سلمان', name({ given: 'محمد بن', family: 'سلمان' })],
  ])('splits %j', (input, expected) => expect(splitPersonName(input)).toEqual(expected));

  it.each([
    // One word, or a name written without spaces: kept whole, as the given name.
    ['Madonna', name({ given: 'Madonna' })],
    ['山田太郎', name({ given: '山田太郎' })],
    ['ada-lovelace', name({ given: 'ada-lovelace' })],
    // A title alone is no title: it is the name.
    ['Dr.', name({ given: 'Dr.' })],
    ['Van Halen', name({ given: 'Van', family: 'Halen' })],
    ['van Gogh', name({ given: 'van', family: 'Gogh' })],
  ])('keeps %j whole where it cannot be split', (input, expected) =>
    expect(splitPersonName(input)).toEqual(expected),
  );

  it.each([
    // Chinese, Japanese and Korean names put the family name first.
    ['山田 太郎', name({ family: '山田', given: '太郎' })],
    ['김 민준', name({ family: '김', given: '민준' })],
    ['毛 泽东', name({ family: '毛', given: '泽东' })],
  ])('reads %j family name first', (input, expected) =>
    expect(splitPersonName(input)).toEqual(expected),
  );

  it('gives nothing for a blank name', () => {
    expect(splitPersonName('   ')).toEqual(name({}));
  });
});
