// Invite by e-mail with a role (spec §5: both required; the Owner role is not offered).
// A refusal about the address or the role stands beside that field, once; the toast
// gives the spec's failure text (§8) without repeating the reason the dialog shows.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES, PLAN_MESSAGES } from '@/core/messages';
import { ZInvitationCreate } from '@/core/organization-schemas';
import type { RoleView } from '@/core/organizations';
import { mayGrant, OWNER_ROLE_NAME, type PermissionName } from '@/core/permissions';
import { PLAN_PAGE_PATH } from '@/core/plans';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Form, FormActions, FormError } from '@/web/components/form/form';
import { FormDialog } from '@/web/components/form/form-dialog';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { errorMessage } from '@/web/lib/api';
import { useInviteMember } from './api/invite-member';

type InviteProps = {
  organizationId: string;
  /** The organization's roles; undefined while they load. */
  roles: RoleView[] | undefined;
  /** The caller's keys: only roles within them are offered (the server refuses others). */
  permissions: readonly PermissionName[];
};

export function InviteMemberDialog(props: InviteProps) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm">
          <UserPlus aria-hidden="true" />
          Invite member
        </Button>
      }
      title="Invite a member"
      description="We e-mail them a link to join. It works for seven days."
    >
      <InviteForm {...props} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}

function InviteForm({
  organizationId,
  roles,
  permissions,
  onDone,
}: InviteProps & { onDone: () => void }) {
  const invite = useInviteMember(organizationId);
  const invitable = (roles ?? []).filter(
    (role) =>
      !(role.isSystemRole && role.name === OWNER_ROLE_NAME) &&
      mayGrant(permissions, role.permissions),
  );
  const form = useScaleForm({
    defaultValues: { email: '', roleId: '' },
    schema: ZInvitationCreate,
    onSubmit: async (checked) => {
      const invitation = await invite.mutateAsync(checked).catch((error: unknown) => {
        toast.error(ORG_MESSAGES.inviteFailed);
        throw error;
      });
      toast.success(ORG_MESSAGES.invitationSent(invitation.email));
      onDone();
    },
  });

  return (
    <Form form={form} className="space-y-4">
      <FormError />
      {invite.isError && errorMessage(invite.error) === PLAN_MESSAGES.secondMemberNeedsBusiness ? (
        // The seat refusal's upsell leads to the plan page (issue 22), never to /auth.
        <p className="text-sm">
          <a
            href={`${PLAN_PAGE_PATH}?choose=business`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {PLAN_MESSAGES.upgradeLink}
          </a>
        </p>
      ) : null}
      <FormField name="email" label="Email" id="invite-email">
        {(control) => <Input {...control} type="email" autoComplete="off" inputMode="email" />}
      </FormField>
      <FormField name="roleId" label="Role" id="invite-role">
        {(control) => (
          <Select {...control} disabled={!roles}>
            <option value="">{roles ? 'Choose a role' : 'Loading roles…'}</option>
            {invitable.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormActions submitLabel="Send invitation" busyLabel="Sending…" onCancel={onDone} />
    </Form>
  );
}
