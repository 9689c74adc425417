import type { MemberStatus } from '@/core/permissions';
import { Badge } from '@/ui/badge';

/** §2: active and invited, and any other status in red. */
export function MemberStatusBadge({ status }: { status: MemberStatus | string }) {
  if (status === 'active') return <Badge variant="success">Active</Badge>;
  if (status === 'invited') return <Badge variant="secondary">Invited</Badge>;
  return (
    <Badge variant="destructive" className="capitalize">
      {status}
    </Badge>
  );
}
