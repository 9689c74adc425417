// Invite by e-mail with a role (spec §5: both required; the Owner role is not offered).
// A refusal about the address or the role stands beside that field, once; the toast
// gives the spec's failure text (§8) without repeating the reason the dialog shows.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { ZInvitationCreate } from '@/core/organization-schemas';
import type { RoleView } from '@/core/organizations';
import { mayGrant, OWNER_ROLE_NAME, type PermissionName } from '@/core/permissions';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { issueErrors, refusalErrors } from '@/web/lib/form-errors';
import { FormDialog } from '../form-dialog';
import { useInviteMember } from './api/invite-member';

type InviteErrors = Partial<Record<'email' | 'roleId' | 'form', string>>;

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
  const [errors, setErrors] = useState<InviteErrors>({});
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
      setErrors({});
      invite.reset();
    }
  };

  const submit = () => {
    const parsed = ZInvitationCreate.safeParse({ email, roleId });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, ['email', 'roleId']));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        toast.success(ORG_MESSAGES.invitationSent(invitation.email));
        changeOpen(false);
      },
      onError: (error) => {
        setErrors(refusalErrors(error, ['email', 'roleId']));
        toast.error(ORG_MESSAGES.inviteFailed);
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
      problem={errors.form ?? null}
      fieldErrors={errors}
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
          {...describedBy('invite-email', errors.email)}
        />
        <FieldMessage id="invite-email-error" message={errors.email} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="invite-role">Role</Label>
        <Select
          id="invite-role"
          value={roleId}
          disabled={!roles}
          onChange={(event) => setRoleId(event.target.value)}
          {...describedBy('invite-role', errors.roleId)}
        >
          <option value="">{roles ? 'Choose a role' : 'Loading roles…'}</option>
          {invitable.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </Select>
        <FieldMessage id="invite-role-error" message={errors.roleId} />
      </div>
    </FormDialog>
  );
}
