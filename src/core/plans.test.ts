import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  formatLimit,
  formatPlanPrice,
  hasPoweredByBranding,
  isPlanTier,
  limitFor,
  PLAN_LIMITS,
  PLAN_RESOURCES,
  PLAN_TIERS,
  PLANS,
  seatsLine,
  UNLIMITED,
} from './plans';

describe('plan tiers (spec §9)', () => {
  it('holds the §9 limits, -1 meaning unlimited', () => {
    expect(PLAN_LIMITS).toEqual({
      free: {
        clients: 50,
        templates: 3,
        trackingLinks: 5,
        documents: 1,
        projects: 1,
        membersPerProject: 2,
        documentsPerProject: 5,
      },
      pro: {
        clients: -1,
        templates: -1,
        trackingLinks: -1,
        documents: 10,
        projects: 5,
        membersPerProject: 5,
        documentsPerProject: 20,
      },
      business: {
        clients: -1,
        templates: -1,
        trackingLinks: -1,
        documents: -1,
        projects: -1,
        membersPerProject: -1,
        documentsPerProject: -1,
      },
    });
  });

  it('quotes the §9 prices and keeps money in cents', () => {
    expect(PLAN_TIERS.map((tier) => PLANS[tier].priceLabel)).toEqual([
      '$0',
      '$15 per month',
      '$25 per user per month',
    ]);
    expect(PLAN_TIERS.map((tier) => PLANS[tier].priceCents)).toEqual([0, 1500, 2500]);
    expect(formatPlanPrice(PLANS.pro)).toBe('$15');
  });

  it('lets a create path know whether one more item fits', () => {
    expect(canAddMore('free', 'clients', 49)).toBe(true);
    expect(canAddMore('free', 'clients', 50)).toBe(false);
    expect(canAddMore('pro', 'clients', 1_000_000)).toBe(true);
    expect(canAddMore('pro', 'documents', 10)).toBe(false);
    for (const resource of PLAN_RESOURCES) {
      expect(limitFor('business', resource)).toBe(UNLIMITED);
    }
  });

  it('shows -1 as "Unlimited"', () => {
    expect(formatLimit(-1)).toBe('Unlimited');
    expect(formatLimit(0)).toBe('0');
    expect(formatLimit(50)).toBe('50');
  });

  it('recognises tiers and the free tier branding', () => {
    expect(isPlanTier('pro')).toBe(true);
    expect(isPlanTier('enterprise')).toBe(false);
    expect(isPlanTier(undefined)).toBe(false);
    expect(hasPoweredByBranding('free')).toBe(true);
    expect(hasPoweredByBranding('business')).toBe(false);
  });
});

describe('limit refusals and usage (issue 7)', () => {
  it('names the limit and the plan that lifts it', async () => {
    const { limitReachedMessage, usageLabel, planThatLifts } = await import('./plans');
    expect(limitReachedMessage('free', 'documents')).toBe(
      'The Free plan holds up to 1 document. Upgrade to Pro for up to 10 documents.',
    );
    expect(limitReachedMessage('pro', 'documents')).toBe(
      'The Pro plan holds up to 10 documents. Upgrade to Business for unlimited documents.',
    );
    expect(limitReachedMessage('free', 'trackingLinks')).toBe(
      'The Free plan holds up to 5 tracking links. Upgrade to Pro for unlimited tracking links.',
    );
    expect(limitReachedMessage('free', 'membersPerProject')).toBe(
      'The Free plan holds up to 2 members per project. Upgrade to Pro for up to 5 members per project.',
    );
    expect(planThatLifts('business', 'documents')).toBeNull();
    expect(usageLabel('free', 'documents', 1)).toBe('1 of 1 documents');
    expect(usageLabel('business', 'projects', 7)).toBe('7 projects (unlimited)');
  });
});

describe('the seat line says what Business bills (issue 22)', () => {
  it('names a lone Business member billed as the minimum of two, with the monthly total', () => {
    expect(seatsLine('business', 1)).toBe(
      '1 seat, billed as 2 (Business is for 2 or more users): $50 per month',
    );
  });
  it('says only the seats when they are what is billed', () => {
    expect(seatsLine('business', 3)).toBe('3 seats');
    expect(seatsLine('free', 1)).toBe('1 seat');
    expect(seatsLine('pro', 2)).toBe('2 seats');
  });
});
