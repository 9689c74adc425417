// The team page's settings (issue 22): the address, each member's own "Show me on the
// team page", and — for who holds org:settings:edit — the contact form switch and the
// team's links. The server checks every change again.
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  TEAM_LINKS_MAX,
  TEAM_PAGE_MESSAGES,
  type TeamPageSettingsView,
} from '@/core/lead-routing-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { errorMessage } from '@/web/lib/api';
import { useSetShowMe, useTeamPageSettings, useUpdateTeamPage } from './api/team-page-settings';

type DraftLink = { key: string; id?: string; title: string; url: string; isActive: boolean };

let nextKey = 0;
const draftOf = (view: TeamPageSettingsView): DraftLink[] =>
  view.links.map((link) => ({ ...link, key: `k${nextKey++}` }));

export function TeamPageCard({ organizationId }: { organizationId: string }) {
  const settings = useTeamPageSettings(organizationId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team page</CardTitle>
        <CardDescription>
          Your team’s public page: who you are, your links and a contact form.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading the team page settings"
            className="space-y-3"
          >
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : settings.isError ? (
          <LoadError
            what="The team page settings"
            error={settings.error}
            onRetry={settings.refetch}
          />
        ) : (
          <TeamPageForm organizationId={organizationId} view={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function TeamPageForm({
  organizationId,
  view,
}: {
  organizationId: string;
  view: TeamPageSettingsView;
}) {
  const showMe = useSetShowMe(organizationId);
  const update = useUpdateTeamPage(organizationId);
  const [links, setLinks] = useState<DraftLink[]>(() => draftOf(view));
  const [saved, setSaved] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 3000);
    return () => clearTimeout(timer);
  }, [saved]);
  const path = `/team/${encodeURIComponent(view.slug)}`;

  const change = (key: string, patch: Partial<DraftLink>) =>
    setLinks((current) => current.map((link) => (link.key === key ? { ...link, ...patch } : link)));

  return (
    <div className="space-y-6">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <a
          href={path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {path}
          <ExternalLink className="size-4" aria-hidden="true" />
        </a>
        <span className="text-muted-foreground">{view.views} views</span>
      </p>

      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={view.showMe}
          disabled={showMe.isPending}
          onChange={(event) => showMe.mutate(event.target.checked)}
        />
        <span>
          <span className="block font-medium">{TEAM_PAGE_MESSAGES.showMeLabel}</span>
          <span className="block text-sm text-muted-foreground">
            {TEAM_PAGE_MESSAGES.showMeHint}
          </span>
        </span>
      </label>
      {showMe.isError ? <Alert variant="destructive">{errorMessage(showMe.error)}</Alert> : null}

      {view.canEdit ? (
        <>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={view.leadFormEnabled}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ leadFormEnabled: event.target.checked })}
            />
            <span>
              <span className="block font-medium">{TEAM_PAGE_MESSAGES.leadFormLabel}</span>
              <span className="block text-sm text-muted-foreground">
                {TEAM_PAGE_MESSAGES.leadFormHint}
              </span>
            </span>
          </label>

          <form
            className="space-y-3"
            aria-labelledby={`${id}-links`}
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate(
                {
                  links: links.map(({ id: linkId, title, url, isActive }) => ({
                    id: linkId,
                    title,
                    url,
                    isActive,
                  })),
                },
                {
                  onSuccess: (next) => {
                    setLinks(draftOf(next));
                    setSaved(true);
                  },
                },
              );
            }}
          >
            <h3 id={`${id}-links`} className="font-semibold">
              {TEAM_PAGE_MESSAGES.linksHeading}
            </h3>
            {links.length === 0 ? (
              <p className="text-sm text-muted-foreground">{TEAM_PAGE_MESSAGES.noLinks}</p>
            ) : null}
            <ul className="space-y-3">
              {links.map((link, index) => (
                <li
                  key={link.key}
                  className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
                >
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-t${link.key}`}>Title</Label>
                    <Input
                      id={`${id}-t${link.key}`}
                      value={link.title}
                      maxLength={100}
                      onChange={(event) => change(link.key, { title: event.target.value })}
                    />
                  </div>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-u${link.key}`}>Address</Label>
                    <Input
                      id={`${id}-u${link.key}`}
                      value={link.url}
                      inputMode="url"
                      maxLength={2048}
                      onChange={(event) => change(link.key, { url: event.target.value })}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    aria-label={`Remove link ${index + 1}${link.title ? `: ${link.title}` : ''}`}
                    onClick={() =>
                      setLinks((current) => current.filter((other) => other.key !== link.key))
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={links.length >= TEAM_LINKS_MAX}
                onClick={() =>
                  setLinks((current) => [
                    ...current,
                    { key: `k${nextKey++}`, title: '', url: '', isActive: true },
                  ])
                }
              >
                <Plus aria-hidden="true" />
                Add a link
              </Button>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save links'}
              </Button>
            </div>
            {saved ? (
              <p role="status" className="text-sm text-emerald-700">
                Team links saved.
              </p>
            ) : null}
          </form>
          {update.isError ? (
            <Alert variant="destructive">{errorMessage(update.error)}</Alert>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
