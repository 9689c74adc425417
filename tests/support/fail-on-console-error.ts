// An unexpected console.error is a bug: the test that caused it fails.
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) {
    throw new Error(
      `console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});

export function allowConsoleError() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
