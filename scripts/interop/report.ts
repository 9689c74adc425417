// The interop check's report: one line per file (with what was lost or why it failed
// under it) and per family the totals, as text for the terminal; the same results go
// to the JSON file whole.
import type { Refusal } from './app-session';
import type { ContactFamily, ContactFileResult } from './contacts-check';
import type { PdfResult } from './pdf-check';

export type ImageResult = { file: string; avatar: { ok: true } | { ok: false; refusal: Refusal } };

export type InteropReport = {
  folder: string;
  startedAt: string;
  seconds: number;
  contacts: ContactFileResult[];
  pdfs: PdfResult[];
  images: ImageResult[];
  /** Files of no family the check knows (README.md…). */
  ignored: string[];
};

const FAMILY_TITLES: Record<ContactFamily, [string, string]> = {
  vcf: ['vCard (.vcf)', 'cards'],
  csv: ['CSV', 'rows'],
  xls: ['Excel (.xls, .xlsx)', 'rows'],
};

/** Contacts listed under a file; a 500-row export would bury the rest of the report. */
const DETAIL_LINES = 8;

const refusalText = (refusal: Refusal) => `HTTP ${refusal.status}: ${refusal.message}`;
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);
const fileColumn = (name: string) => pad(name.length > 52 ? `${name.slice(0, 51)}…` : name, 53);

/** "a ×3, b ×1", most frequent first. */
export function tally(items: readonly string[], limit = 12): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  const sorted = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = sorted.slice(0, limit).map(([item, count]) => `${item} ×${count}`);
  if (sorted.length > limit) shown.push(`${sorted.length - limit} more`);
  return shown.join(', ');
}

/** The lost value's label without the per-contact detail, for the family's summary. */
const lostKind = (label: string) => label.replace(/ \(stored as ".*"\)$/s, '');

function appSummary(result: ContactFileResult): string {
  const { app } = result;
  if (app.kind === 'refused') return `refused, ${refusalText(app.refusal)}`;
  if (app.kind === 'error') return `import error: ${app.message}`;
  const { done } = app;
  const extra = [
    done.updated ? `${done.updated} updated` : '',
    done.skipped ? `${done.skipped} skipped` : '',
    done.limited?.count ? `${done.limited.count} over the plan limit` : '',
  ].filter(Boolean);
  return `${done.imported}/${done.total} imported, ${done.failed.length} failed${extra.length ? `, ${extra.join(', ')}` : ''}`;
}

/** Why a contact of this file is missing: the file's refusal, else "not imported". */
export function failureReason(result: ContactFileResult): string {
  if (result.app.kind === 'refused') return refusalText(result.app.refusal);
  if (result.app.kind === 'error') return `import error: ${result.app.message}`;
  return 'not imported';
}

export type FamilyTotals = {
  files: number;
  contacts: number;
  right: number;
  partial: number;
  failed: number;
  skipped: number;
  refusedFiles: number;
  unreadableByCheck: number;
  lost: string[];
  /** Values invalid for their field, kept in the client's notes. */
  setAside: string[];
  failures: string[];
  appReasons: string[];
};

export function familyTotals(results: readonly ContactFileResult[]): FamilyTotals {
  const totals: FamilyTotals = {
    files: results.length,
    contacts: 0,
    right: 0,
    partial: 0,
    failed: 0,
    skipped: 0,
    refusedFiles: 0,
    unreadableByCheck: 0,
    lost: [],
    setAside: [],
    failures: [],
    appReasons: [],
  };
  for (const result of results) {
    totals.contacts += result.verdicts.length;
    totals.skipped += result.reading.skipped;
    if (result.app.kind !== 'done') totals.refusedFiles++;
    if (result.reading.error) totals.unreadableByCheck++;
    if (result.app.kind === 'done') {
      totals.appReasons.push(...result.app.done.failed.map((failure) => failure.reason));
    }
    for (const verdict of result.verdicts) {
      totals.setAside.push(...verdict.setAside);
      if (verdict.verdict === 'right') totals.right++;
      else if (verdict.verdict === 'partial') {
        totals.partial++;
        totals.lost.push(...verdict.lost.map(lostKind));
      } else {
        totals.failed++;
        totals.failures.push(failureReason(result));
      }
    }
  }
  return totals;
}

function contactSection(family: ContactFamily, results: readonly ContactFileResult[]): string[] {
  const [title, unit] = FAMILY_TITLES[family];
  const lines = [
    '',
    `== Contacts: ${title}`,
    `${fileColumn('file')}${padLeft(unit, 6)} ${padLeft('right', 6)} ${padLeft('part.', 6)} ${padLeft('failed', 6)}  app's answer`,
  ];
  for (const result of results) {
    const count = (verdict: string) => result.verdicts.filter((v) => v.verdict === verdict).length;
    lines.push(
      `${fileColumn(result.file)}${padLeft(result.verdicts.length, 6)} ${padLeft(count('right'), 6)} ${padLeft(count('partial'), 6)} ${padLeft(count('failed'), 6)}  ${appSummary(result)}`,
    );
    if (result.reading.error)
      lines.push(`    the check could not read it: ${result.reading.error}`);
    for (const verdict of result.verdicts.filter((v) => v.setAside.length > 0)) {
      lines.push(
        `    ${verdict.where}: kept in the notes, not valid for their field: ${verdict.setAside.join(', ')}`,
      );
    }
    const wrong = result.verdicts.filter((verdict) => verdict.verdict !== 'right');
    for (const verdict of wrong.slice(0, DETAIL_LINES)) {
      const who = `${verdict.where} "${verdict.name.replace(/\s+/g, ' ').slice(0, 40)}"`;
      if (verdict.verdict === 'partial') lines.push(`    ${who}: lost ${verdict.lost.join(', ')}`);
      if (verdict.verdict === 'failed') lines.push(`    ${who}: ${failureReason(result)}`);
    }
    if (wrong.length > DETAIL_LINES) {
      lines.push(`    … ${wrong.length - DETAIL_LINES} more (every one in the --json file)`);
    }
    if (result.app.kind === 'done' && result.app.done.failed.length > 0) {
      lines.push(
        `    app's reasons: ${tally(
          result.app.done.failed.map((f) => f.reason),
          4,
        )}`,
      );
    }
  }
  const t = familyTotals(results);
  lines.push(
    `-- ${title}: ${t.files} files, ${t.contacts} ${unit} (${t.skipped} without a name, company, e-mail or phone not counted), ` +
      `${t.right} fully right, ${t.partial} partially, ${t.failed} failed; ${t.refusedFiles} file(s) refused` +
      (t.unreadableByCheck ? `; ${t.unreadableByCheck} the check could not read` : ''),
  );
  if (t.lost.length) lines.push(`   lost: ${tally(t.lost)}`);
  if (t.setAside.length) {
    lines.push(`   kept in the notes as not valid for their field: ${t.setAside.length} value(s)`);
  }
  if (t.failures.length) lines.push(`   failed: ${tally(t.failures, 6)}`);
  return lines;
}

const share = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(3));

const mark = (render: { blank?: boolean; faint?: boolean }) =>
  render.blank ? ' BLANK' : render.faint ? ' faint' : '';

/** pdf.js saying it was not given what it needs (the issue's wasmUrl, cMapUrl, standardFontDataUrl). */
export const MISSING_RESOURCE = /Ensure that the `(\w+)` API parameter is provided/;

function pdfLine(result: PdfResult): string[] {
  const poppler = 'ink' in result.poppler ? share(result.poppler.ink) : 'unreadable';
  if (!result.upload.ok) {
    return [
      `${fileColumn(result.file)}${pad(poppler, 11)}refused, ${refusalText(result.upload.refusal)}`,
    ];
  }
  const viewer = result.viewer;
  const viewerText = !viewer
    ? '—'
    : !viewer.drawn
      ? 'NOT DRAWN'
      : `${share(viewer.ink)}${mark(viewer)}`;
  const thumbnail = result.thumbnail;
  const thumbText = !thumbnail
    ? '—'
    : 'missing' in thumbnail
      ? 'missing'
      : `${share(thumbnail.ink)}${mark(thumbnail)}`;
  const lines = [
    `${fileColumn(result.file)}${pad(poppler, 11)}${pad(viewerText, 13)}${pad(thumbText, 13)}${padLeft(result.upload.pageCount ?? '?', 5)} ${padLeft(viewer ? `${viewer.ms} ms` : '', 8)}`,
  ];
  if ('error' in result.poppler) lines.push(`    ${result.poppler.error}`);
  if (viewer && !viewer.drawn) lines.push(`    the viewer showed: ${viewer.shown || '(nothing)'}`);
  if (thumbnail && 'missing' in thumbnail) lines.push(`    thumbnail: ${thumbnail.missing}`);
  for (const message of viewer?.console.slice(0, 3) ?? []) lines.push(`    pdf.js: ${message}`);
  return lines;
}

export type PdfTotals = {
  files: number;
  uploaded: number;
  refused: string[];
  popplerUnreadable: number;
  drawn: number;
  notDrawn: number;
  blankViewer: number;
  faintViewer: number;
  blankThumbnail: number;
  faintThumbnail: number;
  missingThumbnail: number;
  /** Files whose viewer console says pdf.js lacked a resource, by parameter name. */
  missingResources: string[];
};

export function pdfTotals(results: readonly PdfResult[]): PdfTotals {
  const uploaded = results.filter((r) => r.upload.ok);
  return {
    files: results.length,
    uploaded: uploaded.length,
    refused: results.flatMap((r) => (r.upload.ok ? [] : [refusalText(r.upload.refusal)])),
    popplerUnreadable: results.filter((r) => 'error' in r.poppler).length,
    drawn: uploaded.filter((r) => r.viewer?.drawn && !r.viewer.blank).length,
    notDrawn: uploaded.filter((r) => r.viewer && !r.viewer.drawn).length,
    blankViewer: uploaded.filter((r) => r.viewer?.blank).length,
    faintViewer: uploaded.filter((r) => r.viewer?.faint).length,
    blankThumbnail: uploaded.filter((r) => r.thumbnail && 'ink' in r.thumbnail && r.thumbnail.blank)
      .length,
    faintThumbnail: uploaded.filter((r) => r.thumbnail && 'ink' in r.thumbnail && r.thumbnail.faint)
      .length,
    missingThumbnail: uploaded.filter((r) => r.thumbnail && 'missing' in r.thumbnail).length,
    missingResources: uploaded.flatMap((r) => [
      ...new Set(
        (r.viewer?.console ?? []).flatMap((message) => MISSING_RESOURCE.exec(message)?.[1] ?? []),
      ),
    ]),
  };
}

function pdfSection(results: readonly PdfResult[]): string[] {
  if (results.length === 0) return [];
  const lines = [
    '',
    '== PDFs (ink = share of non-white pixels on page 1)',
    `${fileColumn('file')}${pad('poppler', 11)}${pad('viewer', 13)}${pad('thumbnail', 13)}${padLeft('pages', 5)} ${padLeft('page 1', 8)}`,
  ];
  for (const result of results) lines.push(...pdfLine(result));
  const t = pdfTotals(results);
  lines.push(
    `-- PDFs: ${t.files} files, ${t.uploaded} uploaded, ${t.refused.length} refused; ` +
      `viewer: ${t.drawn} drawn (${t.faintViewer} of them faint), ${t.blankViewer} blank, ${t.notDrawn} not drawn; ` +
      `thumbnails: ${t.blankThumbnail} blank, ${t.faintThumbnail} faint, ${t.missingThumbnail} missing; ` +
      `${t.popplerUnreadable} poppler cannot open`,
  );
  if (t.refused.length) lines.push(`   refused: ${tally(t.refused)}`);
  if (t.missingResources.length) {
    lines.push(
      `   pdf.js lacked: ${tally(t.missingResources)} (files whose viewer console asked for it)`,
    );
  }
  return lines;
}

function imageSection(results: readonly ImageResult[]): string[] {
  if (results.length === 0) return [];
  return [
    '',
    '== Images (uploaded as the avatar)',
    ...results.map(
      (r) =>
        `${fileColumn(r.file)}${r.avatar.ok ? 'accepted' : `refused, ${refusalText(r.avatar.refusal)}`}`,
    ),
  ];
}

export function formatReport(report: InteropReport): string {
  const lines = [`Interop check of ${report.folder} (${report.startedAt})`];
  for (const family of ['vcf', 'csv', 'xls'] as const) {
    const results = report.contacts.filter((r) => r.family === family);
    if (results.length) lines.push(...contactSection(family, results));
  }
  lines.push(...pdfSection(report.pdfs), ...imageSection(report.images));
  if (report.ignored.length) lines.push('', `Not checked: ${report.ignored.join(', ')}`);
  lines.push('', `Done in ${report.seconds.toFixed(0)} s.`);
  return lines.join('\n');
}
