// The plan page's API (issue 22): GET /billing/plan, and the two ways to Stripe's hosted
// pages (checkout, portal), which answer the URL the browser opens next.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaidTier, PlanOverview, RedirectAnswer } from '@/core/billing';
import { apiFetch } from '@/web/lib/api';

/** Under 'profiles': the webhook's tier change reaches the page as a live 'profiles' event. */
export const PLAN_QUERY_KEY = ['profiles', 'plan'] as const;

export function usePlanOverview() {
  return useQuery(
    queryOptions({
      queryKey: PLAN_QUERY_KEY,
      queryFn: ({ signal }) => apiFetch<PlanOverview>('/billing/plan', { signal }),
    }),
  );
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (tier: PaidTier) =>
      apiFetch<RedirectAnswer>('/billing/checkout', { method: 'POST', body: { tier } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiFetch<RedirectAnswer>('/billing/portal', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
