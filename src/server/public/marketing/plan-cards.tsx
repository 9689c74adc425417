// The three tiers side by side, from the one plans table in src/core.
import { Check } from 'lucide-react';
import {
  formatLimit,
  formatPlanPrice,
  limitFor,
  PLAN_PAGE_PATH,
  PLAN_TIERS,
  PLANS,
  type PlanResource,
  type PlanTier,
} from '../../../core/plans';

/** The limits a card lists, with their singular and plural nouns. */
const CARD_LIMITS: readonly [PlanResource, string, string][] = [
  ['clients', 'client', 'clients'],
  ['templates', 'template', 'templates'],
  ['trackingLinks', 'tracking link', 'tracking links'],
  ['documents', 'document', 'documents'],
];
const FEATURED_TIER: PlanTier = 'pro';

export function PlanCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLAN_TIERS.map((tier) => {
        const plan = PLANS[tier];
        const isFeatured = tier === FEATURED_TIER;
        return (
          <li
            key={tier}
            className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
              isFeatured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
            }`}
          >
            {isFeatured ? (
              <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
                Most popular
              </p>
            ) : null}
            <Heading className="text-lg font-semibold text-slate-900">{plan.name}</Heading>
            <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
            <p className="mt-5 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight text-slate-900">
                {formatPlanPrice(plan)}
              </span>{' '}
              <span className="text-sm text-slate-600">{plan.pricePeriod ?? 'forever'}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
              {CARD_LIMITS.map(([resource, singular, plural]) => {
                const limit = limitFor(tier, resource);
                return (
                  <li key={resource} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    <span>
                      <span className="font-medium">{formatLimit(limit)}</span>{' '}
                      {limit === 1 ? singular : plural}
                    </span>
                  </li>
                );
              })}
              {plan.highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span>{highlight}</span>
                </li>
              ))}
            </ul>
            <a
              // Paid plans open the plan page: a signed-in visitor upgrades there (issue 22),
              // a signed-out one is asked to sign in first.
              href={tier === 'free' ? '/auth' : `${PLAN_PAGE_PATH}?choose=${tier}`}
              className={`mt-8 inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                isFeatured
                  ? 'bg-brand-600 text-white hover:bg-brand-700'
                  : 'border border-slate-300 text-slate-900 hover:bg-slate-50'
              }`}
            >
              {tier === 'free' ? 'Start for free' : `Choose ${plan.name}`}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
