import { Wordmark } from '../../../ui/wordmark';

const FOOTER_LINKS = [
  { href: '/features', label: 'Features' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/demo', label: 'Demo' },
  { href: '/auth', label: 'Sign In' },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between sm:px-6">
        <div className="max-w-xs">
          <a href="/" className="text-slate-900" aria-label="Scale home">
            <Wordmark large />
          </a>
          <p className="mt-3 text-sm text-slate-600">
            One link for everything. Your Scale Page and CRM in one place.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href + link.label}>
                <a href={link.href} className="text-slate-700 hover:text-brand-700">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600 sm:px-6">
          © {new Date().getFullYear()} Scale. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
