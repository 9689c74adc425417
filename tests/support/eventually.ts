// A change reaches the Scale Page cache through NOTIFY; on PostgreSQL that arrives on
// another connection a few milliseconds after the write answered. Tests that read the page
// right after a write wait for it as a visitor's reload would, up to two seconds.

/** Reads until `accept` holds or two seconds pass; answers the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
