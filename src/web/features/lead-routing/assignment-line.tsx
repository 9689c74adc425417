// The client panel's line "Assigned by round robin on 26 Nov 2026" (issue 22): the
// client's latest assignment and the rule that chose it. Nothing while loading or when
// the client was never assigned by a rule (it shows its owner already).
import { ROUTING_MESSAGES } from '@/core/lead-routing-schemas';
import { useClientAssignment } from './api/client-assignment';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AssignmentLine({ clientId }: { clientId: string }) {
  const query = useClientAssignment(clientId);
  const assignment = query.data?.assignment;
  if (query.isError)
    return (
      <p className="text-xs text-muted-foreground">
        How this client was assigned could not be loaded.
      </p>
    );
  if (!assignment) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {ROUTING_MESSAGES.assignedBy(assignment.rule, DATE.format(new Date(assignment.createdAt)))}
    </p>
  );
}
