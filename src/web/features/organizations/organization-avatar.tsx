// An organization's logo, or its initial on a tile when it has none: square corners
// tell it apart from a person's round avatar.
import { Avatar } from '@/ui/avatar';
import { cn } from '@/ui/cn';

export function OrganizationAvatar({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null | undefined;
  className?: string;
}) {
  return (
    <Avatar name={name} src={logoUrl} className={cn('size-6 rounded-md text-xs', className)} />
  );
}
