// /demo: a built-in, read-only Scale Page so "View Demo" works on every install.
// Its buttons and links lead to a note explaining what they do on a real page.
import { ArrowRight, CalendarDays, ExternalLink, MessageCircle, Phone } from 'lucide-react';
import { Wordmark } from '../../../ui/wordmark';
import { DEMO_PROFILE } from './demo-profile';
import { type DocumentContext, MarketingDocument } from './marketing-document';
import { renderDocument } from './render-document';

const NOTICE_ID = 'about-this-demo';

const CONTACT_BUTTONS = [
  { label: 'WhatsApp', icon: MessageCircle },
  { label: 'Call', icon: Phone },
  { label: 'Schedule', icon: CalendarDays },
];

export function renderDemoPage(context: DocumentContext): string {
  return renderDocument(
    <MarketingDocument
      context={context}
      hasSiteChrome={false}
      meta={{
        title: `${DEMO_PROFILE.displayName} — Demo Scale Page`,
        description:
          'A demo Scale Page: one link with contact buttons, a booking link and tracked links. Create your own for free.',
        path: '/demo',
      }}
    >
      <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-600 to-violet-800">
        <header className="bg-slate-900 text-white">
          <div className="mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <p>
              <span className="mr-2 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase">
                Demo
              </span>
              A read-only example Scale Page.
            </p>
            <a
              href="/auth"
              className="inline-flex items-center gap-1 font-semibold text-brand-200 hover:text-white"
            >
              Create your own
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        </header>

        <main className="mx-auto w-full max-w-xl flex-1 px-4 py-10">
          <section aria-labelledby="profile-name" className="text-center text-white">
            <div
              role="img"
              aria-label={`${DEMO_PROFILE.displayName}'s avatar`}
              className="mx-auto flex size-24 items-center justify-center rounded-full bg-white text-3xl font-bold text-brand-700 shadow-lg ring-4 ring-white/30"
            >
              {DEMO_PROFILE.initials}
            </div>
            <h1 id="profile-name" className="mt-4 text-2xl font-bold">
              {DEMO_PROFILE.displayName}
            </h1>
            <p className="text-sm font-medium text-brand-100">{DEMO_PROFILE.headline}</p>
            <p className="mx-auto mt-3 max-w-md text-brand-50">{DEMO_PROFILE.bio}</p>
          </section>

          <nav aria-label="Contact" className="mt-8">
            <ul className="grid grid-cols-3 gap-3">
              {CONTACT_BUTTONS.map((button) => (
                <li key={button.label}>
                  <a
                    href={`#${NOTICE_ID}`}
                    className="flex h-16 flex-col items-center justify-center gap-1 rounded-xl bg-white/15 text-sm font-semibold text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    <button.icon className="size-5" aria-hidden="true" />
                    {button.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-label="Links" className="mt-8">
            <ul className="space-y-3">
              {DEMO_PROFILE.links.map((link) => (
                <li key={link.title}>
                  <a
                    href={`#${NOTICE_ID}`}
                    className="flex min-h-14 items-center justify-between gap-3 rounded-xl bg-white px-5 py-3 text-slate-900 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    <span>
                      <span className="block font-semibold">{link.title}</span>
                      {link.description ? (
                        <span className="block text-sm text-slate-600">{link.description}</span>
                      ) : null}
                    </span>
                    <ExternalLink className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <section
            id={NOTICE_ID}
            aria-labelledby={`${NOTICE_ID}-heading`}
            className="mt-10 scroll-mt-6 rounded-2xl bg-white/10 p-5 text-brand-50 ring-1 ring-white/20 target:bg-white target:text-slate-700 target:ring-4 target:ring-amber-300"
          >
            <h2 id={`${NOTICE_ID}-heading`} className="font-semibold">
              This is a demo
            </h2>
            <p className="mt-2 text-sm">
              On a real Scale Page, WhatsApp opens a chat, Call dials your number, Schedule opens
              your booking page, and every link opens its destination while the click is counted in
              your analytics.
            </p>
            <a
              href="/auth"
              className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Create Your Scale Page
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </section>
        </main>

        <footer className="pb-8 text-center">
          <a
            href="/"
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20"
          >
            Powered by <Wordmark large className="[&_span]:text-sm" />
          </a>
        </footer>
      </div>
    </MarketingDocument>,
  );
}
