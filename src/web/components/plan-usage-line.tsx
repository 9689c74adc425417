// "1 of 1 documents" under a list, and once the plan is full, the refusal the server
// would give (the limit and the plan that lifts it) with a way to the plans.
import { limitReachedMessage, type PlanResource, usageLabel } from '@/core/plans';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isPlanFull, usedOf, useUsage } from '@/web/lib/usage-query';

export function PlanUsageLine({ resource }: { resource: PlanResource }) {
  const usage = useUsage();
  if (usage.isPending) return <Skeleton className="h-4 w-32" />;
  // The line only informs: the server refuses over-limit creates with the same words.
  if (usage.isError) return null;
  const { tier } = usage.data;
  return (
    <div className="text-sm text-muted-foreground">
      <p data-testid={`usage-${resource}`}>
        {usageLabel(tier, resource, usedOf(usage.data, resource))}
      </p>
      {isPlanFull(usage.data, resource) ? (
        <p className="mt-1 text-amber-800">
          {limitReachedMessage(tier, resource)}{' '}
          <a
            href="/pricing"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            See plans
          </a>
        </p>
      ) : null}
    </div>
  );
}
