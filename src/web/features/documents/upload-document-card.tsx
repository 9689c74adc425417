// Uploading a document: drop a file or choose one, which is checked at once (size,
// then kind by content); then its details, then the upload with a progress bar of the
// bytes sent. The server's refusal reads "Upload failed: {reason}", unless a field or
// the plan's usage line already gives that reason.
import { FileUp, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TITLE_MAX,
  ZDocumentUploadDetails,
} from '@/core/document-schemas';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { cn } from '@/ui/cn';
import { Progress } from '@/ui/progress';
import { Form, FormError, FormFields, SubmitButton } from '@/web/components/form/form';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { PlanUsageLine } from '@/web/components/plan-usage-line';
import { isPlanFull, planFullMessage, useUsage } from '@/web/lib/usage-query';
import { type UploadProgress, useUploadDocument } from './api/upload-document';
import { checkDocumentFile, titleFromFilename } from './check-document-file';
import { type DetailsValues, DocumentDetailsFields } from './document-details-fields';
import { formatBytes } from './format';

const EMPTY: DetailsValues = { title: '', description: '', tags: [] };

export function UploadDocumentCard() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** Each chosen file gets a fresh form. */
  const [choice, setChoice] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const usage = useUsage();
  const isFull = isPlanFull(usage.data, 'documents');

  async function choose(chosen: File | undefined) {
    // Emptied so choosing the same file again still fires a change.
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setFileError(null);
    const problem = await checkDocumentFile(chosen);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFile(chosen);
    setChoice((count) => count + 1);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h3">Upload a document</CardTitle>
        <CardDescription>PDF, JPEG, PNG, GIF or WebP, up to 10 MB.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <input
          ref={input}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          aria-label="Document file"
          tabIndex={-1}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {file ? (
          <UploadForm key={choice} file={file} onDone={() => setFile(null)} />
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button beside it does the same
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setIsDragging(true);
            }}
            onDragLeave={() => setIsDragging(false)}
            onDrop={drop}
            className={cn(
              'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border px-4 py-8 text-center transition-colors',
              isDragging && 'border-brand-500 bg-brand-50',
            )}
          >
            <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">Drag a file here, or</p>
            <Button type="button" disabled={isFull} onClick={() => input.current?.click()}>
              <Upload aria-hidden="true" />
              Choose file
            </Button>
          </div>
        )}
        {fileError ? <Alert variant="destructive">{fileError}</Alert> : null}
        <PlanUsageLine resource="documents" />
      </CardContent>
    </Card>
  );
}

/** The chosen file's details, then the upload with a progress bar of the bytes sent. */
function UploadForm({ file, onDone }: { file: File; onDone: () => void }) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadDocument(setProgress);
  const usage = useUsage();
  const form = useScaleForm({
    defaultValues: { ...EMPTY, title: titleFromFilename(file.name, DOCUMENT_TITLE_MAX) },
    schema: ZDocumentUploadDetails,
    onSubmit: async (checked, values) => {
      setProgress({ sent: 0, total: file.size });
      const details = {
        title: checked.title ?? values.title,
        description: checked.description ?? '',
        tags: checked.tags,
      };
      const document = await upload.mutateAsync({ file, details }).catch((error: unknown) => {
        setProgress(null);
        throw error;
      });
      toast.success(`"${document.title}" uploaded`);
      onDone();
    },
  });
  const percent =
    progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;

  return (
    <Form form={form} className="grid gap-4" aria-label="Document details">
      <p className="flex min-w-0 items-center gap-2 text-sm">
        <FileUp className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="truncate font-medium">{file.name}</span>
        <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>
      </p>
      <FormFields>
        <DocumentDetailsFields />
      </FormFields>
      {progress ? (
        <div className="grid gap-1.5">
          <Progress value={progress.sent} max={progress.total || 1} aria-label="Upload progress" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Uploading… {percent}% ({formatBytes(progress.sent)} of {formatBytes(progress.total)})
          </p>
        </div>
      ) : null}
      {/* The server's refusal, unless a field or the plan's usage line already gives it. */}
      <FormError
        also={{ plan: planFullMessage(usage.data, 'documents') }}
        format={DOCUMENT_MESSAGES.uploadFailed}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={form.isSaving} onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton icon={<Upload aria-hidden="true" />} busyLabel="Uploading…">
          Upload
        </SubmitButton>
      </div>
    </Form>
  );
}
