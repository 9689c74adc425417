// A tracking link's controls (issue 23, Papermark's link settings): require the visitor's
// e-mail (optionally verified by a mailed code), a password, an expiry, downloads, a mail
// on each view and a watermark. Checked by the server's own schema before it is sent.
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { LINK_PASSWORD_MAX, ZTrackingLinkUpdate } from '@/core/document-schemas';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormDialog } from '@/web/components/form/form-dialog';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { type ShareLink, type ShareLinkTarget, useUpdateShareLink } from './api/tracking-links';

type Values = {
  requireEmail: boolean;
  verifyEmail: boolean;
  allowDownload: boolean;
  notifyOnView: boolean;
  watermark: boolean;
  /** Empty: the password stays as it is. */
  password: string;
  removePassword: boolean;
  /** datetime-local in the browser's zone; empty = never. */
  expiresAt: string;
};

/** An ISO instant as a datetime-local value in the browser's zone, and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: string) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

function toInput(values: Values, link: ShareLink) {
  return {
    requireEmail: values.requireEmail || values.verifyEmail,
    verifyEmail: values.verifyEmail,
    allowDownload: values.allowDownload,
    notifyOnView: values.notifyOnView,
    watermark: values.watermark,
    expiresAt: fromLocal(values.expiresAt),
    ...(values.password
      ? { password: values.password }
      : values.removePassword && link.hasPassword
        ? { password: null }
        : {}),
  };
}

export function LinkSettingsButton({
  link,
  target,
}: {
  link: ShareLink;
  /** The document or project the link shares (where its changes are sent). */
  target: ShareLinkTarget;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`${DOCUMENT_MESSAGES.linkSettings} of the link for ${link.label}`}
        onClick={() => setOpen(true)}
      >
        <Settings2 aria-hidden="true" />
        {DOCUMENT_MESSAGES.linkSettings}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={DOCUMENT_MESSAGES.linkSettingsTitle(link.label)}
        description={
          target.kind === 'document'
            ? 'What a visitor must do before they see the document, and what they may do with it.'
            : "What a visitor must do before they see the project's documents, and what they may do with them."
        }
      >
        <LinkSettingsForm link={link} target={target} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function LinkSettingsForm({
  link,
  target,
  onDone,
}: {
  link: ShareLink;
  target: ShareLinkTarget;
  onDone: () => void;
}) {
  const update = useUpdateShareLink(target);
  const form = useScaleForm({
    defaultValues: {
      requireEmail: link.requireEmail,
      verifyEmail: link.verifyEmail,
      allowDownload: link.allowDownload,
      notifyOnView: link.notifyOnView,
      watermark: link.watermark,
      password: '',
      removePassword: false,
      expiresAt: toLocal(link.expiresAt),
    } satisfies Values,
    schema: ZTrackingLinkUpdate as z.ZodType<z.output<typeof ZTrackingLinkUpdate>>,
    toInput: (values: Values) => toInput(values, link),
    fields: ['password', 'expiresAt'],
    onSubmit: async (_checked, values) => {
      await update.mutateAsync({ id: link.id, ...toInput(values, link) });
      toast.success(DOCUMENT_MESSAGES.linkSettingsSaved);
      onDone();
    },
  });

  const toggle = (name: keyof Values, label: string) => (
    <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...form.register(name)} />
      <span className="font-medium">{label}</span>
    </label>
  );

  return (
    <Form form={form} className="grid gap-4">
      <FormFields>
        {toggle('requireEmail', DOCUMENT_MESSAGES.settingRequireEmail)}
        {toggle('verifyEmail', DOCUMENT_MESSAGES.settingVerifyEmail)}
        <FormField
          name="password"
          label={DOCUMENT_MESSAGES.settingPassword}
          max={LINK_PASSWORD_MAX}
          hint={link.hasPassword ? DOCUMENT_MESSAGES.settingPasswordSet : undefined}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </FormField>
        {link.hasPassword
          ? toggle('removePassword', DOCUMENT_MESSAGES.settingRemovePassword)
          : null}
        <FormField
          name="expiresAt"
          label={DOCUMENT_MESSAGES.settingExpiresAt}
          hint="Leave empty for a link that never expires."
        >
          {(control) => <Input {...control} type="datetime-local" />}
        </FormField>
        {toggle('allowDownload', DOCUMENT_MESSAGES.settingAllowDownload)}
        {toggle('notifyOnView', DOCUMENT_MESSAGES.settingNotify)}
        {toggle('watermark', DOCUMENT_MESSAGES.settingWatermark)}
      </FormFields>
      <FormError />
      <FormActions submitLabel="Save" onCancel={onDone} cancelVariant="outline" />
    </Form>
  );
}
