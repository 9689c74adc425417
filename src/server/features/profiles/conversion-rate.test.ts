import { describe, expect, it } from 'vitest';
import { formatConversionRate } from './conversion-rate';

describe('formatConversionRate', () => {
  it('is "0%" without clients', () => {
    expect(formatConversionRate(0, 0)).toBe('0%');
  });

  it('rounds to a whole percentage, halves up', () => {
    expect(formatConversionRate(1, 3)).toBe('33%');
    expect(formatConversionRate(2, 3)).toBe('67%');
    expect(formatConversionRate(1, 8)).toBe('13%');
    // 14.5% exactly, which floating-point division would round down to 14%.
    expect(formatConversionRate(29, 200)).toBe('15%');
  });

  it('shows 0% and 100% at the ends', () => {
    expect(formatConversionRate(0, 5)).toBe('0%');
    expect(formatConversionRate(1, 201)).toBe('0%');
    expect(formatConversionRate(7, 7)).toBe('100%');
  });
});
