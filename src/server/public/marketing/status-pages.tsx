// Server-rendered error pages in the site's look: unknown addresses (404) and a
// web app that has not been built yet.
import type { Config } from '../../config';
import { MarketingDocument } from './marketing-document';
import { renderDocument } from './render-document';

type StatusPageInput = { config: Config; stylesheets: readonly string[] };

function StatusMessage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}

export function renderNotFoundPage({ config, stylesheets }: StatusPageInput): string {
  return renderDocument(
    <MarketingDocument
      context={{ publicUrl: config.publicUrl, stylesheets }}
      meta={{
        title: 'Page not found — Scale',
        description: 'The page you are looking for does not exist.',
        path: '/404',
        isIndexable: false,
      }}
    >
      <StatusMessage title="Page not found">
        <p className="mt-4 text-lg text-slate-600">
          The page you're looking for doesn't exist or has moved.
        </p>
        <a
          href="/"
          className="mt-8 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Go to the home page
        </a>
      </StatusMessage>
    </MarketingDocument>,
  );
}

export function renderWebAppMissingPage({ config, stylesheets }: StatusPageInput): string {
  return renderDocument(
    <MarketingDocument
      context={{ publicUrl: config.publicUrl, stylesheets }}
      meta={{
        title: 'Web app not built — Scale',
        description: 'The web app has not been built yet.',
        path: '/',
        isIndexable: false,
      }}
    >
      <StatusMessage title="The web app has not been built yet">
        <p className="mt-4 text-lg text-slate-600">
          Run <code className="rounded bg-slate-100 px-1.5 py-0.5">npm run build</code>, or start
          the server with <code className="rounded bg-slate-100 px-1.5 py-0.5">npm start</code>,
          which builds it when needed.
        </p>
      </StatusMessage>
    </MarketingDocument>,
  );
}
