// Says why a team workspace's team features are read-only (issue 22): its owner left
// Business, so nothing was deleted but new invitations and lead routing are paused.
import { Info } from 'lucide-react';
import { PLAN_MESSAGES } from '@/core/messages';
import { PLAN_PAGE_PATH, PLANS } from '@/core/plans';
import { useCurrentOrganization } from './current-organization';

export function TeamReadOnlyBanner() {
  const { organization } = useCurrentOrganization();
  if (!organization?.teamReadOnly) return null;
  return (
    <div
      role="status"
      data-testid="team-read-only-banner"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {PLAN_MESSAGES.readOnlyTeamBanner(PLANS[organization.ownerTier].name)}{' '}
          {organization.isOwner ? (
            <a href={PLAN_PAGE_PATH} className="font-medium underline underline-offset-4">
              {PLAN_MESSAGES.upgradeLink}
            </a>
          ) : null}
        </span>
      </p>
    </div>
  );
}
