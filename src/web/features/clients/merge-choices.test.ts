// The merge dialog's custom field choices (decision 054): only differing fields are
// asked about, with the server's defaults, values shown as people read them.
import { describe, expect, it } from 'vitest';
import type { Client } from '@/core/client-schemas';
import type { CustomField } from '@/core/custom-field-schemas';
import { customOptions, defaultCustomChoices, differingCustomFields } from './merge-choices';

const field = (id: string, type: CustomField['type'], options: string[] = []): CustomField => ({
  id,
  label: id,
  type,
  options: options.map((label) => ({ id: `${id}-${label}`, label })),
  position: 0,
});
const budget = field('Budget', 'currency');
const motto = field('Motto', 'text');
const vip = field('VIP', 'checkbox');
const tier = field('Tier', 'multi_select', ['Gold', 'Silver', 'Bronze']);
const fields = [budget, motto, vip, tier];
const client = (customValues: Record<string, unknown>) => ({ customValues }) as Client;

describe('custom fields in the merge dialog', () => {
  const keep = client({ Budget: 12_550, VIP: true, Tier: ['Tier-Bronze'] });
  const other = client({ Budget: 12_550, Motto: 'Onward', VIP: false, Tier: ['Tier-Gold'] });

  it('asks only where the values differ, defaulting to the filled one and a union', () => {
    expect(differingCustomFields(keep, other, fields).map((f) => f.id)).toEqual([
      'Motto',
      'VIP',
      'Tier',
    ]);
    expect(defaultCustomChoices(keep, other, fields)).toEqual({
      Motto: 'other',
      VIP: 'this',
      Tier: 'both',
    });
  });

  it('shows each side as people read it, and both for a multi-select', () => {
    expect(customOptions(vip, keep, other).map((o) => o.text)).toEqual(['Yes', 'No']);
    expect(customOptions(motto, keep, other).map((o) => o.text)).toEqual(['(empty)', 'Onward']);
    expect(customOptions(tier, keep, other)).toEqual([
      { value: 'this', text: 'Bronze' },
      { value: 'other', text: 'Gold' },
      { value: 'both', text: 'Both: Gold; Bronze' },
    ]);
  });
});
