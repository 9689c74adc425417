// The landing page (spec §2), its sections in the spec's order: navigation, hero,
// feature grid, "More than just links", stats strip, plan comparison, "Why choose",
// closing call to action, footer.
import {
  ArrowRight,
  CalendarDays,
  Check,
  Clock,
  MessageCircle,
  Phone,
  Rocket,
  ShieldCheck,
  Target,
  Users,
} from 'lucide-react';
import { DEMO_PROFILE } from './demo-profile';
import { MARKETING_FEATURES } from './feature-catalogue';
import { type DocumentContext, MarketingDocument } from './marketing-document';
import { PlanCards } from './plan-cards';
import { renderDocument } from './render-document';

const PRIMARY_BUTTON =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const SECONDARY_BUTTON =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-6 text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const STATS = [
  { value: '100K+', label: 'Users' },
  { value: '1M+', label: 'Links shared' },
  { value: '99.9%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
];

const CRM_POINTS = [
  'A kanban pipeline from New Lead to Closed Won, with values per stage',
  'Every call, email, meeting and note logged on the client',
  'Import contacts from CSV, Excel or VCF files',
  'Booking pages that put meetings straight into your calendar',
];

const REASONS = [
  {
    icon: Target,
    title: 'Built for selling, not just sharing',
    text: 'Other link pages stop at the click. Scale follows the visitor into your pipeline until the deal is won.',
  },
  {
    icon: Rocket,
    title: 'Live in minutes',
    text: 'Sign up, add your links and share your Scale Page. No design work, no setup calls.',
  },
  {
    icon: Users,
    title: 'Grows with your team',
    text: 'Organizations with roles and permissions, shared templates and lead assignment when you hire.',
  },
  {
    icon: ShieldCheck,
    title: 'Your clients stay yours',
    text: 'Your data is private to your account and your organization. Import from anywhere, whenever you like.',
  },
];

export function renderLandingPage(context: DocumentContext): string {
  return renderDocument(
    <MarketingDocument
      context={context}
      meta={{
        title: 'Scale — One link for everything',
        description:
          'Scale is the link-in-bio page with a CRM behind it: share one link, capture leads, book meetings, share tracked documents and work every client through your pipeline.',
        path: '/',
      }}
    >
      <Hero />
      <FeatureGrid />
      <CrmSection />
      <StatsStrip />
      <PlanComparison />
      <WhyChoose />
      <ClosingCta />
    </MarketingDocument>,
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:grid-cols-2 md:pt-20 md:pb-24">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
            Link in bio + CRM
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            One link for everything
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600 md:mx-0">
            Put your links, contact buttons and booking page behind one address, and turn every
            visitor into a lead you can follow all the way to a signed deal.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <a href="/auth" className={PRIMARY_BUTTON}>
              Get Started Free
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
            <a href="/demo" className={SECONDARY_BUTTON}>
              View Demo
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-600">Free forever plan. No credit card needed.</p>
        </div>
        <PhonePreview />
      </div>
    </section>
  );
}

/** A miniature of the demo Scale Page, drawn in HTML so it costs no image request. */
function PhonePreview() {
  return (
    <div className="mx-auto w-full max-w-[18rem]" aria-hidden="true">
      <div className="rounded-[2.5rem] border-8 border-slate-900 bg-slate-900 shadow-2xl">
        <div className="rounded-[2rem] bg-gradient-to-b from-brand-600 to-violet-700 px-5 pt-8 pb-6">
          <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-white text-xl font-bold text-brand-700">
            {DEMO_PROFILE.initials}
          </div>
          <p className="mt-3 text-center font-semibold text-white">{DEMO_PROFILE.displayName}</p>
          <p className="text-center text-xs text-brand-100">{DEMO_PROFILE.headline}</p>
          <div className="mt-4 grid grid-cols-3 gap-2">
            {[MessageCircle, Phone, CalendarDays].map((Icon, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, static row of icons
                key={index}
                className="flex h-9 items-center justify-center rounded-lg bg-white/15 text-white"
              >
                <Icon className="size-4" />
              </span>
            ))}
          </div>
          <ul className="mt-4 space-y-2">
            {DEMO_PROFILE.links.slice(0, 4).map((link) => (
              <li
                key={link.title}
                className="truncate rounded-lg bg-white px-3 py-2.5 text-center text-xs font-medium text-slate-800"
              >
                {link.title}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-[10px] text-brand-100">Powered by Scale</p>
        </div>
      </div>
    </div>
  );
}

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-slate-600">{intro}</p>
    </div>
  );
}

function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          title="Everything your bio link should do"
          intro="One page that works as hard as you do: it looks good, it is found, and it keeps track of every lead."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {MARKETING_FEATURES.map((feature, index) => (
            <li
              key={feature.slug}
              // Seven cards: the last one sits centred under the others instead of alone on the left.
              className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${
                index === MARKETING_FEATURES.length - 1 && index % 3 === 0
                  ? 'sm:col-span-2 lg:col-span-1 lg:col-start-2'
                  : ''
              }`}
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <feature.icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <a
            href="/features"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
          >
            Explore all features
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </p>
      </div>
    </section>
  );
}

const PIPELINE_PREVIEW = [
  { stage: 'New Lead', cards: ['Jordan Lee', 'Priya Patel'], value: '$4,200' },
  { stage: 'Qualified', cards: ['Northwind Co.'], value: '$9,800' },
  { stage: 'Closed Won', cards: ['Acme Studio'], value: '$12,500' },
];

function CrmSection() {
  return (
    <section aria-labelledby="crm-heading" className="bg-slate-900 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <h2 id="crm-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            More than just links
          </h2>
          <p className="mt-4 text-lg text-slate-300">
            Behind your Scale Page sits a complete CRM. Leads from your page land in your pipeline,
            so you always know who to call next.
          </p>
          <ul className="mt-8 space-y-3">
            {CRM_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-slate-200">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-3 gap-3" aria-hidden="true">
          {PIPELINE_PREVIEW.map((column) => (
            <div key={column.stage} className="rounded-xl bg-slate-800 p-3">
              <p className="text-xs font-semibold text-slate-200">{column.stage}</p>
              <p className="text-xs text-slate-400">{column.value}</p>
              <ul className="mt-3 space-y-2">
                {column.cards.map((card) => (
                  <li
                    key={card}
                    className="rounded-lg bg-white px-2 py-2 text-xs font-medium text-slate-800"
                  >
                    {card}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function StatsStrip() {
  return (
    <section aria-label="Scale in numbers" className="border-b border-slate-200 bg-brand-50">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        {STATS.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PlanComparison() {
  return (
    <section aria-labelledby="plans-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="plans-heading"
          title="Plans for every stage"
          intro="Start free. Upgrade when your pipeline outgrows it."
        />
        <div className="mt-12">
          <PlanCards />
        </div>
        <p className="mt-8 text-center">
          <a
            href="/pricing"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
          >
            Compare every plan limit
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
        </p>
      </div>
    </section>
  );
}

function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="why-heading"
          title="Why choose Scale?"
          intro="Sales people, small businesses and growing teams use Scale because it replaces three tools with one."
        />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm">
                <reason.icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 text-slate-600">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Clock className="size-4" aria-hidden="true" />
          Set up your page in under five minutes.
        </p>
      </div>
    </section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 px-6 py-12 text-center shadow-xl sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Ready to turn your bio link into a pipeline?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">
            Join the professionals who share one link and never lose track of a lead.
          </p>
          <a
            href="/auth"
            className="mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Create Your Scale Page
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  );
}
