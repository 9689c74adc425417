// Free-tier Scale Pages get a random address (spec section 9); Pro picks its own later.
import { randomInt } from 'node:crypto';
import { isReservedUsername } from '../../../core/reserved-usernames';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const RANDOM_USERNAME_LENGTH = 8;

/** Eight lowercase letters or digits (36^8, about 2.8e12 addresses), never a reserved name. */
export function randomUsername(): string {
  for (;;) {
    let name = '';
    for (let i = 0; i < RANDOM_USERNAME_LENGTH; i++) name += ALPHABET[randomInt(ALPHABET.length)];
    if (!isReservedUsername(name)) return name;
  }
}
