// Who read a shared PDF and how: views, unique viewers, total and average time, time
// per page and the latest views, for the whole document or one of its links.
import { Clock, Eye, Timer, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { DocumentViewRecord } from '@/core/documents';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { useDocumentAnalytics } from './api/document-analytics';
import { useTrackingLinks } from './api/tracking-links';
import { formatDateTime, formatDuration } from './format';
import { PageTimeChart } from './page-time-chart';

const NUMBER = new Intl.NumberFormat('en-US');
const DEVICE_LABELS = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' } as const;

export function DocumentAnalyticsSection({ documentId }: { documentId: string }) {
  const id = useId();
  const [linkId, setLinkId] = useState<string | null>(null);
  const links = useTrackingLinks(documentId);
  const analytics = useDocumentAnalytics(documentId, linkId);
  const data = analytics.data;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-semibold">
          Analytics
        </h3>
        {links.data && links.data.length > 0 ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-link`} className="text-xs">
              Link
            </Label>
            <Select
              id={`${id}-link`}
              value={linkId ?? ''}
              onChange={(event) => setLinkId(event.target.value || null)}
            >
              <option value="">All links</option>
              {links.data.map((link) => (
                <option key={link.id} value={link.id}>
                  {link.label}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
      {analytics.isPending ? (
        <div className="grid grid-cols-2 gap-2" role="status" aria-label="Loading analytics">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : analytics.isError || !data ? (
        <LoadError what="The analytics" error={analytics.error} onRetry={analytics.refetch} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2" data-testid="analytics-totals">
            <Tile icon={Eye} label="Views" value={NUMBER.format(data.views)} />
            <Tile icon={Users} label="Unique viewers" value={NUMBER.format(data.uniqueViewers)} />
            <Tile icon={Clock} label="Total time" value={formatDuration(data.totalSeconds)} />
            <Tile icon={Timer} label="Average time" value={formatDuration(data.averageSeconds)} />
          </dl>
          {data.views === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
              {DOCUMENT_MESSAGES.noViewsYet}
            </p>
          ) : (
            <>
              <PageTimeChart pages={data.pages} />
              <RecentViews views={data.recentViews} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function Tile({ icon: Icon, label, value }: { icon: typeof Eye; label: string; value: string }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon className="size-3.5" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

const RECENT_VIEW_COLUMNS = ['When', 'Link', 'Duration', 'Pages', 'Referrer', 'Device'];

function RecentViews({ views }: { views: DocumentViewRecord[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="mb-2 text-left font-medium">Recent views</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            {RECENT_VIEW_COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1 pr-3 font-medium last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {views.map((view) => (
            <tr
              key={view.id}
              className="border-t border-border align-top"
              data-testid="document-view-row"
            >
              <td className="py-1.5 pr-3 whitespace-nowrap">{formatDateTime(view.createdAt)}</td>
              <td className="py-1.5 pr-3 break-words">
                {view.linkLabel}
                {view.viewerEmail ? (
                  <span className="block text-xs text-muted-foreground">{view.viewerEmail}</span>
                ) : null}
              </td>
              <td className="py-1.5 pr-3 tabular-nums">{formatDuration(view.seconds)}</td>
              <td className="py-1.5 pr-3">{view.pages.length > 0 ? view.pages.join(', ') : '—'}</td>
              <td className="max-w-40 truncate py-1.5 pr-3" title={view.referrer ?? undefined}>
                {view.referrer || 'Direct'}
              </td>
              <td className="py-1.5">
                {DEVICE_LABELS[view.device]} · {view.browser}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
