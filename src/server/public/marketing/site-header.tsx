// The marketing navigation bar (spec §2): wordmark, Features, Pricing, Sign In, Get Started.
// On narrow screens the text links move to a second row so nothing hides behind a menu.
import { Wordmark } from '../../../ui/wordmark';

const NAV_LINK =
  'rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:flex-nowrap sm:px-6"
      >
        <a href="/" className="rounded-md text-slate-900" aria-label="Scale home">
          <Wordmark large />
        </a>
        <ul className="order-last flex w-full items-center justify-center gap-2 sm:order-none sm:w-auto sm:gap-4">
          <li>
            <a href="/features" className={NAV_LINK}>
              Features
            </a>
          </li>
          <li>
            <a href="/pricing" className={NAV_LINK}>
              Pricing
            </a>
          </li>
          <li>
            <a href="/auth" className={NAV_LINK}>
              Sign In
            </a>
          </li>
        </ul>
        <a
          href="/auth"
          className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Get Started
        </a>
      </nav>
    </header>
  );
}
