// Create an API key (issue 24): name, role (only those the server would accept) and
// expiry, checked by the server's own schema; then the secret, shown this once, with a
// copy button and the warning that it cannot be shown again.
import { Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_NAME_MAX,
  type ApiKeyRoleChoice,
  expiryInDays,
  ZApiKeyCreate,
} from '@/core/api-key-schemas';
import { API_KEY_MESSAGES as M } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormDialog } from '@/web/components/form/form-dialog';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useCreateApiKey } from './api/api-keys';

type Expiry = `${(typeof API_KEY_EXPIRY_DAYS)[number]}` | 'never' | 'date';

type KeyValues = { name: string; roleId: string; expiry: Expiry; expiryDate: string };

/** The key expires at the end of the chosen day, in the browser's zone. */
function expiresAtOf(values: KeyValues): string | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'date') {
    const end = new Date(`${values.expiryDate}T23:59:59`);
    return Number.isNaN(end.getTime()) ? values.expiryDate : end.toISOString();
  }
  return expiryInDays(Number(values.expiry));
}

function KeyForm({
  roles,
  onCreated,
  onCancel,
}: {
  roles: ApiKeyRoleChoice[];
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiKey();
  const form = useScaleForm({
    defaultValues: {
      name: '',
      roleId: roles.find((role) => role.name === 'Member')?.id ?? roles[0]?.id ?? '',
      expiry: '90',
      expiryDate: '',
    } as KeyValues,
    schema: ZApiKeyCreate,
    toInput: (values: KeyValues) => ({
      name: values.name,
      roleId: values.roleId,
      expiresAt: expiresAtOf(values),
    }),
    onSubmit: async (checked) => {
      const created = await create.mutateAsync(checked);
      onCreated(created.secret);
    },
  });
  const expiry = form.watch('expiry');
  return (
    <Form form={form}>
      <FormFields className="gap-4">
        <FormField name="name" label={M.nameLabel} max={API_KEY_NAME_MAX} hint={M.nameHint}>
          {(control) => <Input {...control} autoFocus maxLength={API_KEY_NAME_MAX + 20} />}
        </FormField>
        <FormField name="roleId" label={M.roleLabel} hint={M.roleHint}>
          {(control) => (
            <Select {...control}>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField name="expiry" label={M.expiryLabel}>
          {(control) => (
            <Select {...control}>
              {API_KEY_EXPIRY_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  {M.expiryDays(days)}
                </option>
              ))}
              <option value="never">{M.expiryNever}</option>
              <option value="date">{M.expiryDate}</option>
            </Select>
          )}
        </FormField>
        {expiry === 'date' ? (
          <FormField name="expiryDate" checkedAs="expiresAt" label={M.expiryDateLabel}>
            {(control) => <Input {...control} type="date" />}
          </FormField>
        ) : null}
        <FormError />
        <FormActions submitLabel={M.create} busyLabel="Creating…" onCancel={onCancel} />
      </FormFields>
    </Form>
  );
}

function SecretView({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(M.copied, { duration: 3000 });
    } catch {
      toast.error(M.copyFailed);
    }
  };
  return (
    <div className="space-y-4">
      <Alert variant="destructive" className="flex gap-2">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        <span>{M.secretWarning}</span>
      </Alert>
      <div className="space-y-1.5">
        <Label htmlFor="new-api-key-secret">{M.columns.key}</Label>
        <Input
          id="new-api-key-secret"
          readOnly
          value={secret}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {M.copy}
        </Button>
        <Button type="button" onClick={onDone}>
          {M.done}
        </Button>
      </div>
    </div>
  );
}

export function CreateApiKeyDialog({ roles }: { roles: ApiKeyRoleChoice[] }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSecret(null);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button disabled={roles.length === 0}>{M.create}</Button>}
      title={secret ? M.secretTitle : M.create}
      description={secret ? M.secretDescription : M.intro}
    >
      {secret ? (
        <SecretView secret={secret} onDone={() => onOpenChange(false)} />
      ) : (
        <KeyForm roles={roles} onCreated={setSecret} onCancel={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}
