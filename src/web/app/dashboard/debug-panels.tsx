// The development panels above the dashboard tabs (spec §1, §2): authentication
// status, database connection status (checking / connected / error), navigation
// notes, the test navigation card, and the current organization's permissions (§6:
// the keys are "listed in the debug panel") with the levels they give (issue 18; the
// personal workspace: all). Shown in development or to platform admins.
import {
  ChevronDown,
  CircleCheck,
  CircleMinus,
  CircleX,
  Database,
  RefreshCw,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { levelsFrom, type WorkspaceLevels } from '@/core/access';
import { WORKSPACE_MESSAGES } from '@/core/messages';
import { PERMISSION_NAMES } from '@/core/permissions';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useCurrentOrganization } from '@/web/features/organizations/current-organization';
import { levelLines } from '@/web/features/organizations/public';
import { authClient } from '@/web/lib/auth-client';
import { useReadiness } from './api/get-readiness';
import { DASHBOARD_TABS, TAB_LABELS, tabHref } from './dashboard-tabs';

/** Remembered per browser: a developer who opens the panels wants them on the next visit. */
const OPEN_KEY = 'scale.debugPanels.open';

function readOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false; // storage blocked: start folded, as on a first visit
  }
}

function rememberOpen(isOpen: boolean) {
  try {
    if (isOpen) localStorage.setItem(OPEN_KEY, '1');
    else localStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage blocked: the panels still open and close, just not remembered.
  }
}

export function DebugPanels() {
  const [isOpen, setOpen] = useState(readOpen);
  return (
    // Folded to one line by default, so the dashboard's own content starts the first screen
    // (issue 17); opened, they stay open across visits.
    <details
      open={isOpen}
      onToggle={(event) => {
        const next = event.currentTarget.open;
        setOpen(next);
        rememberOpen(next);
      }}
      aria-labelledby="debug-heading"
      className="group mb-6"
    >
      <summary className="flex w-fit cursor-pointer list-none items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <Wrench className="size-4 text-muted-foreground" aria-hidden="true" />
        <h2 id="debug-heading" className="text-sm font-semibold text-muted-foreground">
          Development tools
        </h2>
        <Badge variant="warning">Debug</Badge>
        <ChevronDown
          className="size-4 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <AuthenticationStatus />
        <DatabaseStatus />
        <NavigationNotes />
        <TestNavigation />
        <OrganizationPermissions />
      </div>
    </details>
  );
}

function PanelTitle({ children }: { children: React.ReactNode }) {
  return (
    <CardTitle asHeading="h3" className="text-sm">
      {children}
    </CardTitle>
  );
}

function AuthenticationStatus() {
  const session = authClient.useSession();
  const user = session.data?.user;
  const expires = session.data?.session.expiresAt;
  return (
    <Card>
      <CardHeader>
        <PanelTitle>Authentication Status</PanelTitle>
      </CardHeader>
      <CardContent className="space-y-1 text-sm">
        <p className="flex items-center gap-1.5 font-medium text-emerald-700">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {user ? 'Signed in' : 'Signed out'}
        </p>
        {user ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="truncate">{user.email}</dd>
            <dt className="text-muted-foreground">User ID</dt>
            <dd className="truncate font-mono">{user.id}</dd>
            <dt className="text-muted-foreground">Verified</dt>
            <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
            {expires ? (
              <>
                <dt className="text-muted-foreground">Session ends</dt>
                <dd>{new Date(expires).toLocaleString('en-US')}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}

function DatabaseStatus() {
  const readiness = useReadiness();
  return (
    <Card>
      <CardHeader>
        <PanelTitle>Database Connection</PanelTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {readiness.isFetching ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" label="Checking the database" />
            Checking...
          </p>
        ) : readiness.isError ? (
          <p className="flex items-start gap-1.5 text-red-700">
            <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Error: {readiness.error.message}</span>
          </p>
        ) : (
          <p className="flex items-center gap-1.5 font-medium text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            Connected
            <span className="flex items-center gap-1 font-normal text-muted-foreground">
              <Database className="size-3.5" aria-hidden="true" />
              {readiness.data?.database}
            </span>
          </p>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="-ml-2"
          disabled={readiness.isFetching}
          onClick={() => void readiness.refetch()}
        >
          <RefreshCw aria-hidden="true" />
          Check again
        </Button>
      </CardContent>
    </Card>
  );
}

function NavigationNotes() {
  const location = useLocation();
  return (
    <Card>
      <CardHeader>
        <PanelTitle>Navigation Notes</PanelTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-4 text-xs text-muted-foreground">
          <li>
            Current location:{' '}
            <code className="text-foreground">{location.pathname + location.search}</code>
          </li>
          <li>The active tab lives in ?tab= and replaces the history entry on change.</li>
          <li>Signed-out visitors of protected routes are sent to /auth.</li>
          <li>Live updates arrive over /api/v1/events.</li>
        </ul>
      </CardContent>
    </Card>
  );
}

function TestNavigation() {
  return (
    <Card>
      <CardHeader>
        <PanelTitle>Test Navigation</PanelTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-1.5">
          {DASHBOARD_TABS.map((tab) => (
            <li key={tab}>
              <Button asChild size="sm" variant="secondary">
                <Link to={tabHref(tab)} replace>
                  {TAB_LABELS[tab]}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** What get_user_permissions grants the signed-in user in the current organization. */
function OrganizationPermissions() {
  const { currentId, organization, isLoading } = useCurrentOrganization();
  const granted = new Set<string>(organization?.permissions ?? []);
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <PanelTitle>Permissions</PanelTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {currentId === null ? (
          <>
            <p className="text-muted-foreground">No organization selected</p>
            <LevelList workspace={WORKSPACE_MESSAGES.personal} levels={PERSONAL_LEVELS} />
          </>
        ) : isLoading ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-4" label="Loading the permissions" />
            Loading...
          </p>
        ) : !organization ? (
          <p className="text-muted-foreground">The current organization could not be loaded.</p>
        ) : (
          <>
            <p className="truncate font-medium">
              {organization.name}
              {organization.viaPlatformAdmin ? (
                <span className="font-normal text-muted-foreground"> (as platform admin)</span>
              ) : null}
            </p>
            <LevelList
              workspace={organization.name}
              levels={levelsFrom(organization.permissions)}
            />
            <ul
              aria-label={`Permissions in ${organization.name}`}
              className="grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2"
            >
              {PERMISSION_NAMES.map((name) => {
                const isGranted = granted.has(name);
                return (
                  <li
                    key={name}
                    data-granted={isGranted}
                    className={`flex items-center gap-1.5 ${isGranted ? 'text-emerald-700' : 'text-muted-foreground'}`}
                  >
                    {isGranted ? (
                      <CircleCheck className="size-3.5 shrink-0" aria-hidden="true" />
                    ) : (
                      <CircleMinus className="size-3.5 shrink-0" aria-hidden="true" />
                    )}
                    <code className="truncate">{name}</code>
                    <span className="ml-auto shrink-0">
                      {isGranted ? 'granted' : 'not granted'}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** In their personal workspace a user may do everything. */
const PERSONAL_LEVELS = levelsFrom(PERMISSION_NAMES);

/** The levels the keys give, one line per area: "Clients: view all · edit own · sees unassigned". */
function LevelList({ workspace, levels }: { workspace: string; levels: WorkspaceLevels }) {
  return (
    <ul aria-label={`Levels in ${workspace}`} className="space-y-0.5 text-xs">
      {levelLines(levels, ' · ').map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
