// The plan page's API (issue 22): GET /billing/plan, and the two ways to Stripe's hosted
// pages (checkout, portal), which answer the URL the browser opens next.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaidTier, PlanChangeAnswer, PlanOverview, RedirectAnswer } from '@/core/billing';
import { answer, api } from '@/web/lib/api-client';

/** Under 'profiles': the webhook's tier change reaches the page as a live 'profiles' event. */
export const PLAN_QUERY_KEY = ['profiles', 'plan'] as const;

export function usePlanOverview() {
  return useQuery(
    queryOptions({
      queryKey: PLAN_QUERY_KEY,
      queryFn: ({ signal }): Promise<PlanOverview> =>
        answer(api.GET('/api/v1/billing/plan', { signal })),
    }),
  );
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (tier: PaidTier): Promise<RedirectAnswer> =>
      answer(api.POST('/api/v1/billing/checkout', { body: { tier } })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: (): Promise<RedirectAnswer> => answer(api.POST('/api/v1/billing/portal')),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/**
 * Pro ↔ Business (decision 076): a live subscription switches in place and the page shows
 * the new plan; without one the answer is a Checkout, which the browser opens.
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: PaidTier): Promise<PlanChangeAnswer> =>
      answer(api.POST('/api/v1/billing/plan-change', { body: { tier } })),
    onSuccess: (answer) => {
      if (answer.kind === 'checkout') window.location.assign(answer.url);
      else void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
