// The current organization (spec §2 header switcher): chosen in the header, kept for
// the session and across reloads in this browser (localStorage, per user), and read by
// every organization screen. "None" is the personal workspace.
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import {
  type Action,
  can as levelsAllow,
  levelsFrom,
  mayTouchRecord,
  type WorkspaceLevels,
} from '@/core/access';
import { PERSONAL_WORKSPACE_LINK, WORKSPACE_LINK_PARAM } from '@/core/notification-schemas';
import type { OrganizationDetail } from '@/core/organizations';
import { PERMISSION_NAMES, type PermissionName } from '@/core/permissions';
import { Spinner } from '@/ui/spinner';
import { setApiWorkspace } from '@/web/lib/api';
import { ME_QUERY_KEY, useMe } from '@/web/lib/get-me';
import {
  ORGANIZATIONS_QUERY_KEY,
  useOrganization,
  useOrganizations,
} from './api/organization-queries';

type CurrentOrganization = {
  /** The chosen organization's id, or null for the personal workspace. */
  currentId: string | null;
  setCurrentId: (organizationId: string | null) => void;
  /** The chosen organization with the caller's permissions; undefined while loading or none. */
  organization: OrganizationDetail | undefined;
  isLoading: boolean;
  /** Whether the caller holds the key in the current organization (false without one). */
  can: (permission: PermissionName) => boolean;
  /**
   * Whether the caller may take the action (src/core/access.ts) in the current
   * workspace: everything in their personal one, what their role allows in a team's.
   */
  allows: (action: Action) => boolean;
  /** The caller's levels in the current workspace (everything in their personal one). */
  levels: WorkspaceLevels;
};

const CurrentOrganizationContext = createContext<CurrentOrganization | null>(null);

/** Queries that are the same in every workspace: kept when the workspace changes. */
const WORKSPACE_INDEPENDENT = new Set<string>([
  String(ME_QUERY_KEY[0]),
  String(ORGANIZATIONS_QUERY_KEY[0]),
]);

/** In the personal workspace the user holds every key (they own it). */
const ALL_KEYS: readonly string[] = [...PERMISSION_NAMES];

/**
 * Whether the caller may change a record of `area` owned by `ownerId` and made by
 * `createdBy` — the server's rule (src/core/access.ts), so buttons match its answers.
 */
export function mayChangeRecord(
  levels: WorkspaceLevels,
  area: 'clients' | 'documents' | 'scheduling',
  userId: string | undefined,
  record: { ownerId: string | null; createdBy: string | null },
): boolean {
  if (!userId) return false;
  return mayTouchRecord(
    levels[area].edit,
    userId,
    record,
    area === 'clients' && levels.seesUnassigned,
  );
}

const storageKey = (userId: string) => `scale.currentOrganization.${userId}`;

function readStored(userId: string | undefined): string | null {
  if (!userId) return null;
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null; // storage disabled: the choice lasts until reload
  }
}

/**
 * Chooses the organization for when the signed-in layout next mounts: the invitation
 * page, outside that layout, opens the organization just joined.
 */
export function rememberCurrentOrganization(userId: string, organizationId: string): void {
  try {
    localStorage.setItem(storageKey(userId), organizationId);
  } catch {
    // storage disabled: the header switcher still offers it
  }
}

export function CurrentOrganizationProvider({ children }: { children: ReactNode }) {
  const me = useMe();
  const userId = me.data?.user.id;
  const isPlatformAdmin = me.data?.profile.isPlatformAdmin === true;
  const organizations = useOrganizations();
  const [chosen, setChosen] = useState<{ userId: string | undefined; id: string | null }>();
  // A link from outside the app (a reminder mail) naming the team workspace its record
  // lives in: opened there when the user is an active member of it (the organizations
  // listed are their active memberships), else ignored; either way the parameter is then
  // dropped from the address.
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(WORKSPACE_LINK_PARAM);
  const isLinkedPersonal = linked === PERSONAL_WORKSPACE_LINK;
  const isLinkedMember =
    linked !== null && organizations.data?.some((org) => org.id === linked) === true;
  // Until the memberships are known the page waits, so its first requests already go to
  // the linked workspace rather than answering "not found" in another one.
  const waitsForLink =
    linked !== null && !isLinkedPersonal && (me.isPending || organizations.isPending);

  const storedOrChosen = isLinkedPersonal
    ? null
    : isLinkedMember
      ? linked
      : chosen && chosen.userId === userId
        ? chosen.id
        : readStored(userId);
  // A membership that ended (removed, organization deactivated) falls back to none; a
  // platform admin may hold any organization, member or not.
  const isListed =
    storedOrChosen !== null &&
    (isPlatformAdmin || organizations.data?.some((org) => org.id === storedOrChosen) !== false);
  const currentId = isListed ? storedOrChosen : null;

  const detail = useOrganization(currentId);

  // Every API call names this workspace from now on (set before the children render, so
  // their first requests already carry it). Switching drops what the other workspace
  // showed and refetches what is on screen; the account and the switcher's list stay.
  setApiWorkspace(currentId);
  const queryClient = useQueryClient();
  const shownWorkspace = useRef(currentId);
  useEffect(() => {
    if (shownWorkspace.current === currentId) return;
    shownWorkspace.current = currentId;
    void queryClient.resetQueries({
      predicate: (query) => !WORKSPACE_INDEPENDENT.has(String(query.queryKey[0])),
    });
  }, [currentId, queryClient]);

  const setCurrentId = useCallback(
    (organizationId: string | null) => {
      setChosen({ userId, id: organizationId });
      if (!userId) return;
      try {
        if (organizationId) localStorage.setItem(storageKey(userId), organizationId);
        else localStorage.removeItem(storageKey(userId));
      } catch {
        // storage disabled: kept in memory only
      }
    },
    [userId],
  );

  useEffect(() => {
    if (linked === null || waitsForLink || (isLinkedPersonal && !userId)) return;
    if (isLinkedPersonal) setCurrentId(null);
    else if (isLinkedMember) setCurrentId(linked);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WORKSPACE_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [
    linked,
    waitsForLink,
    isLinkedPersonal,
    isLinkedMember,
    userId,
    setCurrentId,
    setSearchParams,
  ]);

  const value = useMemo<CurrentOrganization>(() => {
    const organization = currentId ? detail.data : undefined;
    return {
      currentId,
      setCurrentId,
      organization,
      isLoading: currentId !== null && detail.isPending,
      can: (permission) => organization?.permissions.includes(permission) === true,
      levels: levelsFrom(currentId === null ? ALL_KEYS : (organization?.permissions ?? [])),
      allows: (action) =>
        currentId === null ||
        (organization !== undefined && levelsAllow(organization.permissions, action)),
    };
  }, [currentId, detail.data, detail.isPending, setCurrentId]);

  return (
    <CurrentOrganizationContext.Provider value={value}>
      {waitsForLink ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Opening the workspace" />
        </div>
      ) : (
        children
      )}
    </CurrentOrganizationContext.Provider>
  );
}

export function useCurrentOrganization(): CurrentOrganization {
  const context = useContext(CurrentOrganizationContext);
  if (!context) throw new Error('useCurrentOrganization needs CurrentOrganizationProvider');
  return context;
}
