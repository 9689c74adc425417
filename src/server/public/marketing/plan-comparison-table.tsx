// The full §9 tier table: prices, every limit (-1 shown as "Unlimited") and the
// tier features, rendered from src/core/plans.ts.
import { Check, Minus } from 'lucide-react';
import {
  formatLimit,
  limitFor,
  PLAN_FEATURE_ROWS,
  PLAN_RESOURCE_LABELS,
  PLAN_RESOURCES,
  PLAN_TIERS,
  PLANS,
} from '../../../core/plans';

const CELL = 'px-3 py-3 text-center text-sm sm:px-4';
const ROW_HEADER = 'px-3 py-3 text-left text-sm font-medium text-slate-900 sm:px-4';

function FeatureValue({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <Check className="mx-auto size-5 text-brand-600" aria-hidden="true" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-slate-400" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </>
  );
}

export function PlanComparisonTable() {
  return (
    // On a phone the table scrolls sideways: a keyboard must reach it to scroll it too.
    <section
      aria-label="Plan comparison"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so arrow keys scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[22rem] border-collapse">
        <caption className="sr-only">Plan limits and features by tier</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${ROW_HEADER} text-slate-600`}>
              Plan
            </th>
            {PLAN_TIERS.map((tier) => (
              <th key={tier} scope="col" className={`${CELL} font-semibold text-slate-900`}>
                {PLANS[tier].name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          <tr>
            <th scope="row" className={ROW_HEADER}>
              Price
            </th>
            {PLAN_TIERS.map((tier) => (
              <td key={tier} className={`${CELL} font-semibold text-slate-900`}>
                {PLANS[tier].priceLabel}
              </td>
            ))}
          </tr>
          {PLAN_RESOURCES.map((resource) => (
            <tr key={resource}>
              <th scope="row" className={ROW_HEADER}>
                {PLAN_RESOURCE_LABELS[resource]}
              </th>
              {PLAN_TIERS.map((tier) => (
                <td key={tier} className={`${CELL} text-slate-700`}>
                  {formatLimit(limitFor(tier, resource))}
                </td>
              ))}
            </tr>
          ))}
          {PLAN_FEATURE_ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={ROW_HEADER}>
                {row.label}
              </th>
              {PLAN_TIERS.map((tier) => (
                <td key={tier} className={`${CELL} text-slate-700`}>
                  <FeatureValue value={row.values[tier]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
