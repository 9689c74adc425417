// Create or edit a custom role: a name and the §6 keys it grants.
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { ZRoleCreate } from '@/core/organization-schemas';
import type { RoleView } from '@/core/organizations';
import type { PermissionName } from '@/core/permissions';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { issueErrors, refusalErrors } from '@/web/lib/form-errors';
import { FormDialog } from '../form-dialog';
import { useSaveRole } from './api/save-role';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from './permission-groups';

export function RoleFormDialog({
  organizationId,
  editing: role,
  callerPermissions,
}: {
  organizationId: string;
  /** The role to edit, or null for a new one. */
  editing: RoleView | null;
  /** The caller's keys: a role may only grant keys its maker holds (issue 16). */
  callerPermissions: readonly PermissionName[];
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<PermissionName[]>(role?.permissions ?? []);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'form', string>>>({});
  const save = useSaveRole(organizationId, role?.id ?? null);
  const idPrefix = `role-${role?.id ?? 'new'}`;

  const changeOpen = (isOpen: boolean) => {
    setOpen(isOpen);
    // Opening starts from the stored role, so a cancelled edit leaves no trace.
    if (isOpen) {
      setName(role?.name ?? '');
      setPermissions(role?.permissions ?? []);
      setErrors({});
      save.reset();
    }
  };

  const toggle = (permission: PermissionName, isChecked: boolean) =>
    setPermissions((current) =>
      isChecked ? [...current, permission] : current.filter((name) => name !== permission),
    );

  const submit = () => {
    const parsed = ZRoleCreate.safeParse({ name, permissions });
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, ['name']));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(ORG_MESSAGES.roleSaved);
        setOpen(false);
      },
      onError: (error) => setErrors(refusalErrors(error, ['name'])),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={
        role ? (
          <Button variant="outline" size="sm" aria-label={`Edit role ${role.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : (
          <Button variant="outline" size="sm">
            <Plus aria-hidden="true" />
            New role
          </Button>
        )
      }
      title={role ? `Edit ${role.name}` : 'New role'}
      description="Members with this role get exactly the permissions ticked here."
      problem={errors.form ?? null}
      fieldErrors={errors}
      submitLabel={role ? 'Save role' : 'Create role'}
      pendingLabel="Saving…"
      isPending={save.isPending}
      onSubmit={submit}
    >
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-name`}>Role name</Label>
        <Input
          id={`${idPrefix}-name`}
          value={name}
          maxLength={50}
          onChange={(event) => setName(event.target.value)}
          {...describedBy(`${idPrefix}-name`, errors.name)}
        />
        <FieldMessage id={`${idPrefix}-name-error`} message={errors.name} />
      </div>
      {PERMISSION_GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-2">
          <legend className="text-sm font-semibold">{group.title}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {group.permissions.map((permission) => {
              const isHeld = callerPermissions.includes(permission);
              return (
                <label
                  key={permission}
                  className="flex items-start gap-2 rounded-lg border border-border p-2 text-sm has-[:disabled]:opacity-60"
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-brand-600"
                    checked={permissions.includes(permission)}
                    disabled={!isHeld}
                    onChange={(event) => toggle(permission, event.target.checked)}
                  />
                  <span>
                    {PERMISSION_LABELS[permission]}
                    <span className="block font-mono text-xs text-muted-foreground">
                      {permission}
                    </span>
                    {isHeld ? null : (
                      <span className="block text-xs text-muted-foreground">
                        You do not hold this permission
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </FormDialog>
  );
}
