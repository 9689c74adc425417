// The end of an import (spec §8, issue 19): how many clients were imported, updated and
// skipped as duplicates, the rows that failed (to download), and the rows the plan's
// limit refused — named as such, with the usage and a way to the plans.
import { Download } from 'lucide-react';
import { CLIENT_MESSAGES, IMPORT_MESSAGES } from '@/core/messages';
import { isPlanTier, PLAN_PAGE_PATH, PLANS } from '@/core/plans';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { downloadFailedRows, rowsNotImported } from './failed-rows-csv';
import type { ImportDone } from './upload-import';

/** Rows that failed: everything not imported, updated, skipped or refused for the limit. */
export function failedCount(result: ImportDone): number {
  return (
    result.total -
    result.imported -
    (result.updated ?? 0) -
    (result.skipped ?? 0) -
    (result.limited?.count ?? 0)
  );
}

export function ImportResult({ fileName, result }: { fileName: string; result: ImportDone }) {
  const failed = failedCount(result);
  const { limited } = result;
  const notImported = rowsNotImported(result);
  const planName = limited && isPlanTier(limited.tier) ? PLANS[limited.tier].name : 'current';
  return (
    <div className="grid gap-3">
      <Alert variant={failed === 0 && !limited ? 'success' : 'info'}>
        <p>{CLIENT_MESSAGES.importCompleted(result.imported, result.total)}</p>
        {result.updated ? <p>{IMPORT_MESSAGES.updated(result.updated)}</p> : null}
        {result.skipped ? <p>{IMPORT_MESSAGES.skipped(result.skipped)}</p> : null}
        {failed > 0 ? <p>{CLIENT_MESSAGES.importFailures(failed)}</p> : null}
        {notImported.length < failed + (limited?.count ?? 0) ? (
          <p>{CLIENT_MESSAGES.importFailureListCapped(notImported.length)}</p>
        ) : null}
        {limited ? (
          <p>
            {IMPORT_MESSAGES.limited(limited.count, planName, limited.limit, limited.used)}{' '}
            <a
              href={PLAN_PAGE_PATH}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              See plans
            </a>
          </p>
        ) : null}
      </Alert>
      {notImported.length > 0 ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => downloadFailedRows(notImported, fileName)}
        >
          <Download aria-hidden="true" />
          Download failed rows
        </Button>
      ) : null}
    </div>
  );
}
