// Settings → API (issue 24): the current workspace's API keys — name, role, visible
// prefix, who created it, when, its expiry and last use — with create and revoke
// (confirmed). Offered to those who may edit the workspace's settings; the server checks
// again. A list that works at 375 px: each key is a card of label/value lines.
import { useState } from 'react';
import { API_KEY_REQUESTS_PER_MINUTE, type ApiKeyView } from '@/core/api-key-schemas';
import { API_KEY_MESSAGES as M } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadError } from '@/web/components/load-error';
import { TimeAgo } from '@/web/components/time-ago';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useApiKeys, useRevokeApiKey } from './api/api-keys';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (iso: string) => DATE.format(new Date(iso));

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= Date.now();
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="break-words font-medium">{apiKey.name}</h3>
          <Badge variant="secondary">{apiKey.roleName ?? M.roleDeleted}</Badge>
          {expired ? <Badge variant="destructive">{M.expired}</Badge> : null}
        </div>
        <dl className="grid gap-1 text-sm">
          <Line label={M.columns.key}>
            <code className="font-mono text-xs">{apiKey.prefix}…</code>
          </Line>
          <Line label={M.columns.createdBy}>{apiKey.createdBy?.name ?? M.formerMember}</Line>
          <Line label={M.columns.created}>{formatDate(apiKey.createdAt)}</Line>
          <Line label={M.columns.expires}>
            {apiKey.expiresAt ? formatDate(apiKey.expiresAt) : M.never}
          </Line>
          <Line label={M.columns.lastUsed}>
            {apiKey.lastUsedAt ? <TimeAgo iso={apiKey.lastUsedAt} /> : M.neverUsed}
          </Line>
        </dl>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={`${M.revoke} ${apiKey.name}`}
        onClick={onRevoke}
      >
        {M.revoke}
      </Button>
    </li>
  );
}

export function ApiKeysSection() {
  const { allows } = useCurrentOrganization();
  if (!allows('settings.edit')) {
    return <Alert variant="destructive">{M.noPermission}</Alert>;
  }
  return <ApiKeys />;
}

function ApiKeys() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>{M.pageTitle}</CardTitle>
          <CardDescription>{M.intro}</CardDescription>
          <p className="text-sm text-muted-foreground">
            {M.usage}{' '}
            <code className="break-all font-mono text-xs">Authorization: Bearer scale_…</code> (
            {API_KEY_REQUESTS_PER_MINUTE} requests a minute per key)
          </p>
        </div>
        {keys.data ? <CreateApiKeyDialog roles={keys.data.roles} /> : null}
      </CardHeader>
      <CardContent>
        {keys.isPending ? (
          <div role="status" aria-busy="true" aria-label={M.loading} className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : keys.isError ? (
          <LoadError what="The API keys" error={keys.error} onRetry={keys.refetch} />
        ) : keys.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            {M.empty}
          </p>
        ) : (
          <ul aria-label={M.pageTitle} className="space-y-3">
            {keys.data.items.map((apiKey) => (
              <KeyRow
                key={apiKey.id}
                apiKey={apiKey}
                onRevoke={() => {
                  revoke.reset();
                  setRevoking(apiKey);
                }}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={M.revokeTitle(revoking?.name ?? '')}
        description={M.revokeBody}
        confirmLabel={M.revokeConfirm}
        pendingLabel="Revoking…"
        isPending={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error) : null}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
        }}
      />
    </Card>
  );
}
