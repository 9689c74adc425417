import { describe, expect, it, vi } from 'vitest';

// Replays a fixed sequence of indexes into the alphabet, then falls back to 0 ('a').
const sequence: number[] = [];
vi.mock('node:crypto', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:crypto')>()),
  randomInt: () => sequence.shift() ?? 0,
}));

const { randomUsername } = await import('./random-username');

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const indexes = (word: string) => [...word].map((char) => ALPHABET.indexOf(char));

describe('randomUsername', () => {
  it('draws eight lowercase letters or digits', () => {
    sequence.push(...indexes('k3x9q0zz'));
    expect(randomUsername()).toBe('k3x9q0zz');
  });

  it('draws again rather than hand out a reserved name', () => {
    sequence.push(...indexes('settings'), ...indexes('features'), ...indexes('p4ge0wn3'));
    expect(randomUsername()).toBe('p4ge0wn3');
  });
});
