// "1 of 1 documents" under a list, and once the plan is full, the refusal the server
// would give (the limit and the plan that lifts it) with a way to the plans.
import { PLAN_PAGE_PATH, type PlanResource, usageLabel } from '@/core/plans';
import { Skeleton } from '@/ui/skeleton';
import { planFullMessage, usedOf, useUsage } from '@/web/lib/usage-query';

export function PlanUsageLine({ resource }: { resource: PlanResource }) {
  const usage = useUsage();
  if (usage.isPending) return <Skeleton className="h-4 w-32" />;
  // The line only informs: the server refuses over-limit creates with the same words.
  if (usage.isError) return null;
  const { tier } = usage.data;
  const fullMessage = planFullMessage(usage.data, resource);
  return (
    // Polite: a create refused for the limit leaves its words to this line (form-errors.ts).
    <div className="text-sm text-muted-foreground" aria-live="polite">
      <p data-testid={`usage-${resource}`}>
        {usageLabel(tier, resource, usedOf(usage.data, resource))}
      </p>
      {fullMessage ? (
        <p className="mt-1 text-amber-800">
          {fullMessage}{' '}
          <a
            href={PLAN_PAGE_PATH}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            See plans
          </a>
        </p>
      ) : null}
    </div>
  );
}
