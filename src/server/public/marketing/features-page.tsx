// /features: each advertised feature (spec §1) in depth, plus what else the product does.
import { ArrowRight, CalendarDays, Check, Users } from 'lucide-react';
import { MARKETING_FEATURES } from './feature-catalogue';
import { type DocumentContext, MarketingDocument } from './marketing-document';
import { renderDocument } from './render-document';

const MORE = [
  {
    icon: CalendarDays,
    title: 'Scheduling and booking pages',
    text: 'Event types with durations and buffers, weekly availability, and a public booking page where visitors pick a slot. Double bookings are impossible.',
  },
  {
    icon: Users,
    title: 'Organizations and roles',
    text: 'Invite your team, give each member a role, and decide who can see and edit clients, documents and scheduling.',
  },
];

export function renderFeaturesPage(context: DocumentContext): string {
  return renderDocument(
    <MarketingDocument
      context={context}
      meta={{
        title: 'Features — Scale',
        description:
          'Mobile-optimised Scale Pages, click analytics, SEO and social sharing, lead capture into your CRM, pipeline tracking, tracked document sharing and reusable message templates.',
        path: '/features',
      }}
    >
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 text-center sm:px-6 md:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Features
          </h1>
          <p className="mt-5 text-lg text-slate-600">
            Scale is a link-in-bio page and a CRM in one. Here is everything it does for you, from
            the first tap on your bio link to the closed deal.
          </p>
          <nav aria-label="Features on this page" className="mt-8">
            <ul className="flex flex-wrap justify-center gap-2">
              {MARKETING_FEATURES.map((feature) => (
                <li key={feature.slug}>
                  <a
                    href={`#${feature.slug}`}
                    className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-700"
                  >
                    {feature.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-6 px-4 pb-16 sm:px-6">
        {MARKETING_FEATURES.map((feature) => (
          <section
            key={feature.slug}
            id={feature.slug}
            aria-labelledby={`${feature.slug}-heading`}
            className="scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
          >
            <div className="flex flex-col gap-6 sm:flex-row">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <feature.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h2
                  id={`${feature.slug}-heading`}
                  className="text-2xl font-bold tracking-tight text-slate-900"
                >
                  {feature.title}
                </h2>
                <p className="mt-2 text-lg text-slate-600">{feature.summary}</p>
                <ul className="mt-5 space-y-2">
                  {feature.details.map((detail) => (
                    <li key={detail} className="flex gap-3 text-slate-700">
                      <Check className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                      <span>{detail}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        ))}

        <section aria-labelledby="more-heading" className="pt-10">
          <h2
            id="more-heading"
            className="text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            And there is more
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {MORE.map((item) => (
              <li key={item.title} className="rounded-2xl bg-slate-50 p-6">
                <item.icon className="size-6 text-brand-700" aria-hidden="true" />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="flex flex-col items-center gap-3 pt-10 text-center">
          <p className="text-lg text-slate-700">See it for yourself.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a
              href="/auth"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              Get Started Free
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
            <a
              href="/demo"
              className="inline-flex h-12 items-center justify-center rounded-xl border border-slate-300 px-6 font-semibold text-slate-900 hover:bg-slate-50"
            >
              View Demo
            </a>
          </div>
        </div>
      </div>
    </MarketingDocument>,
  );
}
