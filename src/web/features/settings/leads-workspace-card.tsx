// "New leads go to" (issue 18): where the Scale Page's contact form adds its leads —
// the personal workspace, or a team workspace the person may add clients in (the server
// refuses any other). Saved as soon as it changes.
import { useId } from 'react';
import { WORKSPACE_MESSAGES } from '@/core/messages';
import type { ProfileSettings } from '@/core/profile-schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { useOrganizations } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useUpdateProfile } from './api/update-profile';

const PERSONAL = '';

export function LeadsWorkspaceCard({ profile }: { profile: ProfileSettings }) {
  const id = useId();
  const organizations = useOrganizations();
  const update = useUpdateProfile();
  const teams = (organizations.data ?? []).filter((org) => org.isActive);
  const chosen = profile.leadsWorkspaceId ?? PERSONAL;
  return (
    <Card>
      <CardHeader>
        <CardTitle>New leads</CardTitle>
        <CardDescription>
          Where the contact form on your Scale Page adds new clients.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor={id}>New leads go to</Label>
        <Select
          id={id}
          className="sm:max-w-xs"
          value={chosen}
          disabled={update.isPending || organizations.isPending}
          onChange={(event) => update.mutate({ leadsWorkspaceId: event.target.value || null })}
        >
          <option value={PERSONAL}>{WORKSPACE_MESSAGES.personal}</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
          {chosen !== PERSONAL && !teams.some((team) => team.id === chosen) ? (
            <option value={chosen}>A workspace you left</option>
          ) : null}
        </Select>
        {update.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(update.error)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
