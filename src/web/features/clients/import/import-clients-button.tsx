// "Import" in the clients toolbar: a dialog to pick a .csv, .xls, .xlsx or .vcf file, a
// mapping step that shows what the file holds and how it will be read (issue 19), a
// progress bar while it uploads and the server imports it, then the result (spec §8)
// with the failed rows to download instead of "check the console".
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { IMPORT_ACCEPT, importFormatOf } from '@/core/import/import-contact';
import { CLIENT_MESSAGES } from '@/core/messages';
import { browserPhoneCountry } from '@/core/phone-country';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Progress } from '@/ui/progress';
import { Spinner } from '@/ui/spinner';
import { useProfileSettings } from '@/web/features/settings/public';
import { type ImportChoices, importQuery, initialChoices } from './import-choices';
import { ImportResult } from './import-result';
import { MappingStep } from './mapping-step';
import { previewImport } from './preview-import';
import { type ImportDone, ImportError, uploadImport } from './upload-import';

type ImportState =
  | { step: 'choose'; error?: string }
  | { step: 'previewing'; fileName: string }
  | { step: 'mapping'; file: File; choices: ImportChoices }
  | { step: 'running'; fileName: string; uploaded: number; processed: number; total: number | null }
  | { step: 'done'; fileName: string; result: ImportDone };

const count = new Intl.NumberFormat('en-US');

function ImportProgress({ state }: { state: Extract<ImportState, { step: 'running' }> }) {
  const processing = state.uploaded >= 1 || state.processed > 0;
  // The server reads the file as it imports it: before the total is known (CSV, VCF),
  // the share of the file sent is the best measure of the work done.
  const value =
    state.total && state.total > 0
      ? (state.processed / state.total) * 100
      : Math.round(state.uploaded * 100);
  const label = !processing
    ? `Uploading ${state.fileName}… ${Math.round(state.uploaded * 100)}%`
    : state.total
      ? `Importing… ${count.format(state.processed)} of ${count.format(state.total)} rows`
      : `Importing… ${count.format(state.processed)} rows`;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
      <Progress value={value} aria-label="Import progress" />
    </div>
  );
}

export function ImportClientsButton() {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const inputId = useId();
  // Numbers without a country code are read in the owner's country, else the browser's.
  const profile = useProfileSettings();

  // Closing the dialog while a file uploads stops sending it; rows already committed stay.
  useEffect(() => () => abort.current?.abort(), []);

  /** Asks the server what the file holds; the mapping step shows it. */
  const choose = async (file: File) => {
    if (!importFormatOf(file.name)) {
      setState({ step: 'choose', error: CLIENT_MESSAGES.unsupportedImportFormat });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'previewing', fileName: file.name });
    try {
      const preview = await previewImport(file, controller.signal);
      if (!controller.signal.aborted) {
        setState({ step: 'mapping', file, choices: initialChoices(preview) });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ImportError ? error.message : CLIENT_MESSAGES.importFailed;
      setState({ step: 'choose', error: message });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const start = async (file: File, choices: ImportChoices) => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'running', fileName: file.name, uploaded: 0, processed: 0, total: null });
    const update = (patch: Partial<Extract<ImportState, { step: 'running' }>>) =>
      setState((current) => (current.step === 'running' ? { ...current, ...patch } : current));
    try {
      const result = await uploadImport(
        file,
        importQuery(choices, profile.data?.phoneCountry ?? browserPhoneCountry()),
        {
          onUpload: (uploaded) => update({ uploaded }),
          onProcessed: (processed, total) => update({ processed, total }),
        },
        controller.signal,
      );
      if (!controller.signal.aborted) setState({ step: 'done', fileName: file.name, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof ImportError ? error.message : CLIENT_MESSAGES.importFailed;
      setState({ step: 'choose', error: message });
    } finally {
      abort.current = null;
      // Live events refresh these too; this covers a browser whose event stream is down.
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    }
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      abort.current?.abort();
      setState({ step: 'choose' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden="true" />
          Import
        </Button>
      </DialogTrigger>
      <DialogContent className={state.step === 'mapping' ? 'sm:max-w-2xl' : undefined}>
        <DialogHeader>
          <DialogTitle>Import clients</DialogTitle>
          <DialogDescription>
            A CSV or Excel file of contacts (Name, Email, Phone, Company, …), or a VCF file of
            contact cards. You check how each column is read before anything is imported. Imported
            clients start as New Lead.
          </DialogDescription>
        </DialogHeader>

        {state.step === 'choose' ? (
          <div className="grid gap-2">
            <Label htmlFor={inputId}>File to import</Label>
            <Input
              id={inputId}
              type="file"
              accept={IMPORT_ACCEPT}
              aria-invalid={state.error ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void choose(file);
              }}
            />
            <p className="text-xs text-muted-foreground">
              .csv or .vcf up to 512 MB, .xls or .xlsx up to 50 MB
            </p>
            {state.error ? <Alert variant="destructive">{state.error}</Alert> : null}
          </div>
        ) : state.step === 'previewing' ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label={`Reading ${state.fileName}`} />
            <span aria-hidden="true">Reading {state.fileName}…</span>
          </div>
        ) : state.step === 'mapping' ? (
          <MappingStep
            fileName={state.file.name}
            choices={state.choices}
            onChange={(choices) =>
              setState((current) =>
                current.step === 'mapping' ? { ...current, choices } : current,
              )
            }
            onImport={() => void start(state.file, state.choices)}
            onBack={() => setState({ step: 'choose' })}
          />
        ) : state.step === 'running' ? (
          <ImportProgress state={state} />
        ) : (
          <ImportResult fileName={state.fileName} result={state.result} />
        )}

        {state.step === 'done' ? (
          <DialogFooter>
            <Button variant="outline" onClick={() => setState({ step: 'choose' })}>
              Import another file
            </Button>
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
