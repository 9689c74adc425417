// Settings > Plan (issue 22): the current plan, usage against every §9 limit, and how to
// upgrade — Stripe Checkout when the server has Stripe keys, else the administrator's
// command. Every upsell in the app leads here.
import { useSearchParams } from 'react-router';
import { PAID_TIERS, type PaidTier, type PlanOverview } from '@/core/billing';
import { PLAN_MESSAGES } from '@/core/messages';
import {
  billedQuantity,
  formatLimit,
  formatMonthly,
  isUnlimited,
  PLAN_RESOURCE_LABELS,
  PLAN_TIERS,
  PLANS,
  seatsLine,
} from '@/core/plans';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { errorMessage } from '@/web/lib/api';
import { useChangePlan, useOpenPortal, usePlanOverview, useStartCheckout } from './api/plan';

export function PlanSection() {
  const plan = usePlanOverview();
  if (plan.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading your plan" className="space-y-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (plan.isError) {
    return <LoadError what="Your plan" error={plan.error} onRetry={plan.refetch} />;
  }
  return (
    <div className="space-y-6">
      <CurrentPlan overview={plan.data} />
      <UsageCard overview={plan.data} />
      <UpgradeCard overview={plan.data} />
    </div>
  );
}

function CurrentPlan({ overview }: { overview: PlanOverview }) {
  const [params] = useSearchParams();
  const plan = PLANS[overview.tier];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{PLAN_MESSAGES.pageTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {params.get('checkout') === 'success' ? (
          <Alert variant="success">{PLAN_MESSAGES.upgraded}</Alert>
        ) : null}
        <p className="text-lg font-semibold" data-testid="current-plan">
          {PLAN_MESSAGES.currentPlan(plan.name)}
        </p>
        <p className="text-sm text-muted-foreground">
          {plan.priceLabel} · {seatsLine(overview.tier, overview.seats)}. {PLAN_MESSAGES.seatsHint}
        </p>
      </CardContent>
    </Card>
  );
}

function UsageCard({ overview }: { overview: PlanOverview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h3">{PLAN_MESSAGES.usageHeading}</CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Limit</th>
              <th scope="col">Used</th>
            </tr>
          </thead>
          <tbody>
            {overview.usage.map(({ resource, used, limit }) => {
              const full = !isUnlimited(limit) && used >= limit;
              return (
                <tr key={resource} className="border-b last:border-0">
                  <th scope="row" className="py-2 text-left font-medium">
                    {PLAN_RESOURCE_LABELS[resource]}
                  </th>
                  <td
                    className={full ? 'py-2 text-right text-amber-800' : 'py-2 text-right'}
                    data-testid={`plan-usage-${resource}`}
                  >
                    {used} / {formatLimit(limit)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

function UpgradeCard({ overview }: { overview: PlanOverview }) {
  const [params] = useSearchParams();
  // With a live subscription a choice switches it in place; otherwise it opens Checkout.
  const switching = overview.subscriptionTier !== null;
  const checkout = useStartCheckout();
  const change = useChangePlan();
  const choose = switching ? change : checkout;
  const portal = useOpenPortal();
  const chosen = params.get('choose');
  const current = PLAN_TIERS.indexOf(overview.tier);
  const offers = PAID_TIERS.filter((tier) => PLAN_TIERS.indexOf(tier) !== current);
  const switched = change.data?.kind === 'switched' ? change.data : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h3">Change plan</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {overview.billingEnabled ? (
          <>
            {switched ? (
              <Alert variant="success" role="status" data-testid="plan-switched">
                {(switched.effective ? PLAN_MESSAGES.switched : PLAN_MESSAGES.switchPending)(
                  PLANS[switched.tier].name,
                  formatMonthly(switched.monthlyCents),
                )}
              </Alert>
            ) : null}
            {switching && offers.length > 0 ? (
              <p className="text-sm text-muted-foreground">{PLAN_MESSAGES.switchHint}</p>
            ) : null}
            <ul className="grid gap-3 sm:grid-cols-2">
              {offers.map((tier) => (
                <Offer
                  key={tier}
                  tier={tier}
                  seats={overview.seats}
                  label={(switching ? PLAN_MESSAGES.switchTo : PLAN_MESSAGES.checkoutFor)(
                    PLANS[tier].name,
                  )}
                  highlighted={chosen === tier}
                  pending={choose.isPending && choose.variables === tier}
                  disabled={choose.isPending}
                  onChoose={() => choose.mutate(tier)}
                />
              ))}
            </ul>
            {choose.isError ? (
              <Alert variant="destructive">{errorMessage(choose.error)}</Alert>
            ) : null}
            {overview.hasBillingAccount ? (
              <div>
                <Button
                  variant="outline"
                  onClick={() => portal.mutate()}
                  disabled={portal.isPending}
                >
                  {PLAN_MESSAGES.manageBilling}
                </Button>
                {portal.isError ? (
                  <Alert variant="destructive" className="mt-2">
                    {errorMessage(portal.error)}
                  </Alert>
                ) : null}
              </div>
            ) : null}
          </>
        ) : (
          <div className="space-y-2 text-sm">
            <p>{PLAN_MESSAGES.setByAdministrator}</p>
            <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
              <code data-testid="admin-command">{overview.adminCommand}</code>
            </pre>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Offer({
  tier,
  seats,
  label,
  highlighted,
  pending,
  disabled,
  onChoose,
}: {
  tier: PaidTier;
  seats: number;
  label: string;
  highlighted: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const plan = PLANS[tier];
  return (
    <li
      className={
        highlighted
          ? 'rounded-lg border-2 border-brand-600 p-4'
          : 'rounded-lg border border-slate-200 p-4'
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        {plan.name} <Badge>{plan.priceLabel}</Badge>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{plan.summary}</p>
      <p className="mt-1 text-sm" data-testid={`plan-offer-monthly-${tier}`}>
        {PLAN_MESSAGES.offerMonthly(
          formatMonthly(plan.priceCents * billedQuantity(tier, seats)),
          billedQuantity(tier, seats),
        )}
      </p>
      <Button className="mt-3" onClick={onChoose} disabled={disabled} aria-busy={pending}>
        {label}
      </Button>
    </li>
  );
}
