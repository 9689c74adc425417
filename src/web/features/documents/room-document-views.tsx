// What a data room link's visitors opened: each of the project's documents with its views
// and reading time through this one link, most viewed first (Papermark's per-link
// document breakdown). A document nobody opened yet shows "not opened".
import type { RoomLinkView } from '@/core/data-room-schemas';
import { formatDateTime, formatDuration } from './format';

type RoomDocuments = RoomLinkView['documents'];

export function RoomDocumentViews({
  documents,
  label,
}: {
  documents: RoomDocuments;
  label: string;
}) {
  if (documents.length === 0) {
    return (
      <p className="text-xs text-muted-foreground">The project has no documents to open yet.</p>
    );
  }
  const ordered = [...documents].sort(
    (a, b) => b.views - a.views || a.title.localeCompare(b.title),
  );
  return (
    <ul
      className="grid gap-1 text-xs"
      aria-label={`Documents opened through the link for ${label}`}
    >
      {ordered.map((document) => (
        <li
          key={document.documentId}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md bg-muted/50 px-2 py-1"
        >
          <span className="min-w-0 font-medium break-words">{document.title}</span>
          <span className="text-muted-foreground">
            {document.views === 0
              ? 'not opened'
              : `${document.views} ${document.views === 1 ? 'view' : 'views'} · ${formatDuration(document.seconds)} read${document.lastViewedAt ? ` · last ${formatDateTime(document.lastViewedAt)}` : ''}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
