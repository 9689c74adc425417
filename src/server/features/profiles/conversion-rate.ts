// The dashboard's Conversion tile: the share of clients closed won.

/**
 * "33%" for 1 of 3: a whole percentage rounded half up (1 of 8 is "13%"), computed in
 * integers so 29 of 200 is exactly 14.5 and becomes "15%". "0%" without clients.
 */
export function formatConversionRate(won: number, total: number): string {
  if (total <= 0) return '0%';
  return `${Math.floor((200 * won + total) / (2 * total))}%`;
}
