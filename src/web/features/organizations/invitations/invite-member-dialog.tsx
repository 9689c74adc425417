// Invite by e-mail with a role (spec §5: both required; the Owner role is not offered).
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { ZInvitationCreate } from '@/core/organization-schemas';
import type { RoleView } from '@/core/organizations';
import { mayGrant, OWNER_ROLE_NAME, type PermissionName } from '@/core/permissions';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { errorMessage } from '@/web/lib/api';
import { FormDialog } from '../form-dialog';
import { toastFailure } from '../members/toast-failure';
import { useInviteMember } from './api/invite-member';

export function InviteMemberDialog({
  organizationId,
  roles,
  permissions,
}: {
  organizationId: string;
  /** The organization's roles; undefined while they load. */
  roles: RoleView[] | undefined;
  /** The caller's keys: only roles within them are offered (the server refuses others). */
  permissions: readonly PermissionName[];
}) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInviteMember(organizationId);
  const invitable = (roles ?? []).filter(
    (role) =>
      !(role.isSystemRole && role.name === OWNER_ROLE_NAME) &&
      mayGrant(permissions, role.permissions),
  );

  const changeOpen = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) {
      setEmail('');
      setRoleId('');
      setProblem(null);
      invite.reset();
    }
  };

  const submit = () => {
    const parsed = ZInvitationCreate.safeParse({ email, roleId });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ORG_MESSAGES.inviteRequiresEmailAndRole);
      return;
    }
    setProblem(null);
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        toast.success(ORG_MESSAGES.invitationSent(invitation.email));
        changeOpen(false);
      },
      onError: (error) => {
        setProblem(errorMessage(error));
        toastFailure(ORG_MESSAGES.inviteFailed, error);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Invite member
        </Button>
      }
      title="Invite a member"
      description="We e-mail them a link to join. It works for seven days."
      problem={problem}
      submitLabel="Send invitation"
      pendingLabel="Sending…"
      isPending={invite.isPending}
      onSubmit={submit}
    >
      <div className="space-y-2">
        <Label htmlFor="invite-email">Email</Label>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-role">Role</Label>
        <Select
          id="invite-role"
          value={roleId}
          disabled={!roles}
          onChange={(event) => setRoleId(event.target.value)}
        >
          <option value="">{roles ? 'Choose a role' : 'Loading roles…'}</option>
          {invitable.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </Select>
      </div>
    </FormDialog>
  );
}
