import { describe, expect, it } from 'vitest';
import { parseTimeZone } from './time-zone';

describe('parseTimeZone', () => {
  it('accepts IANA zones, spelled as the runtime spells them', () => {
    expect(parseTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(parseTimeZone('america/new_york')).toBe('America/New_York');
    expect(parseTimeZone('UTC')).toBe('UTC');
  });

  it('accepts the old names some browsers still report', () => {
    expect(parseTimeZone('Asia/Calcutta')).toBeDefined();
    expect(parseTimeZone('Europe/Kiev')).toBeDefined();
  });

  it('refuses what is not a zone', () => {
    for (const value of ['Mars/Olympus_Mons', '+01:00', '', ' Europe/Paris', 42, null, undefined]) {
      expect(parseTimeZone(value)).toBeUndefined();
    }
    expect(parseTimeZone(`Europe/${'x'.repeat(100)}`)).toBeUndefined();
  });
});
