// The platform administrator's badge (spec §6), in the header and on the organization
// page, leading to the admin page.
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/ui/badge';

export function AdminBadge() {
  return (
    <Link
      to="/admin"
      aria-label="Admin: platform administration"
      className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Badge className="hover:bg-brand-200">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Admin
      </Badge>
    </Link>
  );
}
