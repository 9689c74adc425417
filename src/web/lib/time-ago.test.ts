// The feed's "time ago" words at each boundary, from one fixed now.
import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (seconds: number) => formatTimeAgo(new Date(NOW - seconds * 1000).toISOString(), NOW);

describe('formatTimeAgo', () => {
  it('says "just now" for the last seconds and for a moment a little ahead', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(44)).toBe('just now');
    expect(ago(-5)).toBe('just now');
  });

  it('counts whole minutes, hours, days, weeks, months and years', () => {
    expect(ago(45)).toBe('1 minute ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60 + 59)).toBe('5 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(3 * 3600 + 10)).toBe('3 hours ago');
    expect(ago(24 * 3600)).toBe('yesterday');
    expect(ago(3 * 24 * 3600)).toBe('3 days ago');
    expect(ago(14 * 24 * 3600)).toBe('2 weeks ago');
    expect(ago(65 * 24 * 3600)).toBe('2 months ago');
    expect(ago(800 * 24 * 3600)).toBe('2 years ago');
  });

  it('reads an unreadable time as now rather than "NaN years ago"', () => {
    expect(formatTimeAgo('not a time', NOW)).toBe('just now');
  });
});
