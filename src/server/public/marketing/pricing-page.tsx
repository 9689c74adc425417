// /pricing: the §9 tier table, rendered from the one plans table in src/core.
import { type DocumentContext, MarketingDocument } from './marketing-document';
import { PlanCards } from './plan-cards';
import { PlanComparisonTable } from './plan-comparison-table';
import { renderDocument } from './render-document';

const QUESTIONS = [
  {
    question: 'Is the Free plan really free?',
    answer:
      'Yes. The Free plan costs $0 with no time limit: a Scale Page with a random address, your links and a CRM for up to 50 clients.',
  },
  {
    question: 'What does "Unlimited" mean?',
    answer: 'There is no cap on that item for your plan: add as many as your business needs.',
  },
  {
    question: 'How is Business billed?',
    answer:
      'Business is $25 per user per month and is made for teams of two or more people working one pipeline together.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Your Scale Page, links and clients stay exactly where they are when you upgrade.',
  },
];

export function renderPricingPage(context: DocumentContext): string {
  return renderDocument(
    <MarketingDocument
      context={context}
      meta={{
        title: 'Pricing — Scale',
        description:
          'Scale plans: Free at $0, Pro at $15 per month and Business at $25 per user per month. Compare clients, templates, tracking links, documents and projects per plan.',
        path: '/pricing',
      }}
    >
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-14 pb-10 text-center sm:px-6 md:pt-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Pricing
          </h1>
          <p className="mt-5 text-lg text-slate-600">
            Simple plans that grow with your pipeline. Start free, upgrade when you need more.
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <section aria-label="Plans">
          <PlanCards headingLevel={2} />
        </section>
        <section aria-labelledby="compare-heading" className="mt-16">
          <h2
            id="compare-heading"
            className="text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            Compare plans
          </h2>
          <div className="mx-auto mt-8 max-w-4xl">
            <PlanComparisonTable />
          </div>
        </section>
        <section aria-labelledby="faq-heading" className="mx-auto mt-16 max-w-3xl">
          <h2
            id="faq-heading"
            className="text-center text-3xl font-bold tracking-tight text-slate-900"
          >
            Questions
          </h2>
          <dl className="mt-8 divide-y divide-slate-200">
            {QUESTIONS.map((item) => (
              <div key={item.question} className="py-5">
                <dt className="font-semibold text-slate-900">{item.question}</dt>
                <dd className="mt-2 text-slate-600">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </MarketingDocument>,
  );
}
