// Editing a document's title, description and tags, checked against the same schema
// the server uses before anything is sent (the shared form scaffold).
import { toast } from 'sonner';
import { ZDocumentUpdate } from '@/core/document-schemas';
import type { DocumentView } from '@/core/documents';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormDialog } from '@/web/components/form/form-dialog';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useUpdateDocument } from './api/save-document';
import { DocumentDetailsFields } from './document-details-fields';

export function EditDocumentDialog({
  document,
  open,
  onOpenChange,
}: {
  document: DocumentView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit document"
      description="What you and the people you share it with see."
    >
      <EditDocumentForm document={document} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function EditDocumentForm({ document, onDone }: { document: DocumentView; onDone: () => void }) {
  const update = useUpdateDocument();
  const form = useScaleForm({
    defaultValues: {
      title: document.title,
      description: document.description ?? '',
      tags: document.tags,
    },
    schema: ZDocumentUpdate,
    onSubmit: async (_checked, values) => {
      await update.mutateAsync({ id: document.id, input: values });
      toast.success('Document saved');
      onDone();
    },
  });

  return (
    <Form form={form} className="grid gap-4">
      <FormFields>
        <DocumentDetailsFields />
      </FormFields>
      <FormError />
      <FormActions submitLabel="Save" onCancel={onDone} cancelVariant="outline" />
    </Form>
  );
}
