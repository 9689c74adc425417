import { describe, expect, it } from 'vitest';
import {
  searchTimeZones,
  timeZoneLabel,
  timeZoneNames,
  timeZoneOptions,
  utcOffsetOf,
} from './time-zones';

// A winter day: no daylight saving in Europe or North America.
const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('the time-zone list', () => {
  it('names every IANA zone once, with the ones asked for included', () => {
    const zones = timeZoneNames('Etc/GMT+5');
    expect(zones).toContain('Etc/GMT+5');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Berlin');
    expect(zones.length).toBeGreaterThan(300);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('puts the detected zone first, marked, and every zone once', () => {
    const options = timeZoneOptions('America/New_York', 'Europe/Berlin', WINTER);
    expect(options[0]).toMatchObject({ zone: 'Europe/Berlin', isDetected: true });
    expect(options.filter((option) => option.isDetected)).toHaveLength(1);
    expect(options.filter((option) => option.zone === 'Europe/Berlin')).toHaveLength(1);
    expect(options.map((option) => option.zone)).toContain('America/New_York');
    // An alias the browser reports but does not list is offered too.
    expect(timeZoneOptions('Asia/Calcutta', 'UTC', WINTER).map((o) => o.zone)).toContain(
      'Asia/Calcutta',
    );
  });

  it('gives each zone its offset at the moment asked', () => {
    expect(utcOffsetOf('Europe/Berlin', WINTER)).toBe('+01:00');
    expect(utcOffsetOf('Europe/Berlin', SUMMER)).toBe('+02:00');
    expect(utcOffsetOf('America/New_York', WINTER)).toBe('-05:00');
    expect(utcOffsetOf('Asia/Kathmandu', WINTER)).toBe('+05:45');
    expect(utcOffsetOf('UTC', WINTER)).toBe('+00:00');
    expect(utcOffsetOf('Not/AZone', WINTER)).toBe('+00:00');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});

describe('searching time zones', () => {
  const options = timeZoneOptions('UTC', 'America/New_York', WINTER);
  const zonesFor = (query: string) => searchTimeZones(options, query).map((o) => o.zone);

  it('finds a city by the start of its name, first', () => {
    expect(zonesFor('berl')[0]).toBe('Europe/Berlin');
    expect(zonesFor('  BERLIN ')[0]).toBe('Europe/Berlin');
  });

  it('matches names with spaces where the zone has underscores', () => {
    expect(zonesFor('new york')[0]).toBe('America/New_York');
    expect(zonesFor('new_york')[0]).toBe('America/New_York');
    // Runtimes name some zones differently (America/Buenos_Aires or …/Argentina/…).
    expect(zonesFor('buenos aires')[0]).toMatch(/^America\/(Argentina\/)?Buenos_Aires$/);
    expect(zonesFor('europe/ber')[0]).toBe('Europe/Berlin');
  });

  it('matches the UTC offset', () => {
    const plusOne = zonesFor('+01:00');
    expect(plusOne).toContain('Europe/Berlin');
    expect(plusOne).toContain('Europe/Paris');
    expect(plusOne).not.toContain('Europe/London');
    expect(zonesFor('utc-05:00')).toContain('America/New_York');
    expect(zonesFor('gmt+5:45')).toEqual([expect.stringMatching(/^Asia\/Kath?mandu$/)]);
  });

  it('keeps the list as it is for an empty query and finds nothing for nonsense', () => {
    expect(searchTimeZones(options, '   ')).toBe(options);
    expect(zonesFor('<script>alert(1)</script>')).toEqual([]);
    expect(zonesFor('zzzz')).toEqual([]);
  });
});
