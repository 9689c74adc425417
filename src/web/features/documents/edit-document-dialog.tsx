// Editing a document's title, description and tags, checked against the same schema
// the server uses before anything is sent.
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ZDocumentUpdate } from '@/core/document-schemas';
import type { DocumentView } from '@/core/documents';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog';
import { FormAlert } from '@/web/components/form-alert';
import { refusalErrors } from '@/web/lib/form-errors';
import { useUpdateDocument } from './api/save-document';
import {
  type DetailsErrors,
  type DetailsValues,
  DocumentDetailsFields,
  detailsErrors,
} from './document-details-fields';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit document</DialogTitle>
          <DialogDescription>What you and the people you share it with see.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved values. */}
        {open ? <EditDocumentForm document={document} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditDocumentForm({ document, onDone }: { document: DocumentView; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<DetailsValues>({
    title: document.title,
    description: document.description ?? '',
    tags: document.tags,
  });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const update = useUpdateDocument();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZDocumentUpdate.safeParse(values);
    if (!checked.success) {
      setErrors(detailsErrors(checked.error.issues));
      return;
    }
    setErrors({});
    update.mutate(
      { id: document.id, input: values },
      {
        onSuccess: () => {
          toast.success('Document saved');
          onDone();
        },
        onError: (error) => setErrors(refusalErrors(error, ['title', 'description', 'tags'])),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset disabled={update.isPending} className="grid min-w-0 gap-4">
        <DocumentDetailsFields id={id} values={values} errors={errors} onChange={setValues} />
      </fieldset>
      <FormAlert message={errors.form} fieldErrors={errors} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
