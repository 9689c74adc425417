// The owner filter (issue 18): All owners / Mine / Unassigned / each member, kept in the
// URL (?owner=) and combined with the status filter and the search. Team workspaces only.
import { CLIENT_OWNER_MINE, CLIENT_OWNER_UNASSIGNED } from '@/core/client-schemas';
import { WORKSPACE_MESSAGES } from '@/core/messages';
import { Select } from '@/ui/select';
import { useWorkspaceMembers } from '@/web/features/organizations/public';

export function OwnerFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (owner: string | null) => void;
}) {
  const { isTeam, members } = useWorkspaceMembers();
  if (!isTeam) return null;
  const isKnown =
    value === '' ||
    value === CLIENT_OWNER_MINE ||
    value === CLIENT_OWNER_UNASSIGNED ||
    members.some((member) => member.userId === value);
  return (
    <Select
      aria-label="Filter by owner"
      className="w-full sm:w-44"
      value={value}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">All owners</option>
      <option value={CLIENT_OWNER_MINE}>Mine</option>
      <option value={CLIENT_OWNER_UNASSIGNED}>{WORKSPACE_MESSAGES.unassigned}</option>
      {members.map((member) => (
        <option key={member.userId} value={member.userId}>
          {member.name}
        </option>
      ))}
      {/* A member's link from before they left: shown, so the control tells the truth. */}
      {isKnown ? null : <option value={value}>Another member</option>}
    </Select>
  );
}

/** A person's initials for the kanban card's owner chip. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}
