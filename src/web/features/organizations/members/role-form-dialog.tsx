// Create or edit a custom role: a name, its data access as levels (the matrix) and the
// organization keys it grants.
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ORG_MESSAGES } from '@/core/messages';
import { ZRoleCreate } from '@/core/organization-schemas';
import type { RoleView } from '@/core/organizations';
import type { PermissionName } from '@/core/permissions';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Form, FormActions, FormError } from '@/web/components/form/form';
import { FormDialog } from '@/web/components/form/form-dialog';
import { FormField, FormValue } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useSaveRole } from './api/save-role';
import { LevelMatrix } from './level-matrix';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from './permission-groups';

type RoleProps = {
  organizationId: string;
  /** The role to edit, or null for a new one. */
  editing: RoleView | null;
  /** The caller's keys: a role may only grant keys its maker holds (issue 16). */
  callerPermissions: readonly PermissionName[];
};

export function RoleFormDialog(props: RoleProps) {
  const [open, setOpen] = useState(false);
  const role = props.editing;
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
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
      description="Members with this role get exactly the access chosen here."
    >
      {/* Opening starts from the stored role, so a cancelled edit leaves no trace. */}
      <RoleForm {...props} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}

function RoleForm({
  organizationId,
  editing: role,
  callerPermissions,
  onDone,
}: RoleProps & { onDone: () => void }) {
  const save = useSaveRole(organizationId, role?.id ?? null);
  const form = useScaleForm({
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
    schema: ZRoleCreate,
    fields: ['name'],
    onSubmit: async (checked) => {
      await save.mutateAsync(checked);
      toast.success(ORG_MESSAGES.roleSaved);
      onDone();
    },
  });

  return (
    <Form form={form} className="space-y-4">
      <FormError />
      <FormField name="name" label="Role name" id={`role-${role?.id ?? 'new'}-name`}>
        {(control) => <Input {...control} maxLength={50} />}
      </FormField>
      <FormValue<PermissionName[]> name="permissions">
        {(permissions, onChange) => (
          <LevelMatrix
            idPrefix={`role-${role?.id ?? 'new'}`}
            permissions={permissions}
            onChange={onChange}
            callerPermissions={callerPermissions}
          />
        )}
      </FormValue>
      <FormValue<PermissionName[]> name="permissions">
        {(permissions, onChange) =>
          PERMISSION_GROUPS.map((group) => (
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
                        onChange={(event) =>
                          onChange(
                            event.target.checked
                              ? [...permissions, permission]
                              : permissions.filter((name) => name !== permission),
                          )
                        }
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
          ))
        }
      </FormValue>
      <FormActions submitLabel={role ? 'Save role' : 'Create role'} onCancel={onDone} />
    </Form>
  );
}
