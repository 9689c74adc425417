// The layout of every signed-in page: header, page content, live updates.
import { Outlet } from 'react-router';
import { TeamReadOnlyBanner } from '@/web/features/organizations/public';
import { useLiveUpdates } from '@/web/lib/live-updates';
import { AppHeader } from './app-header';
import { UnverifiedBanner } from './unverified-banner';

export function AppLayout() {
  useLiveUpdates();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <AppHeader />
      <UnverifiedBanner />
      <TeamReadOnlyBanner />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
