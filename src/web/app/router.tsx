// The app's routes. Pages load lazily so the sign-in page does not carry the
// dashboard's code. The server serves index.html only for the paths in
// app-paths.json; keep the two in step.
import { createBrowserRouter, Outlet } from 'react-router';
import { PageSpinner } from '@/ui/spinner';
import { NotFoundView } from '@/web/components/not-found-view';
import { RouteError } from '@/web/components/route-error';
import { VerificationLanding } from '@/web/features/auth/verification-landing';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: (
        <>
          <VerificationLanding />
          <Outlet />
        </>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          path: '/auth',
          lazy: async () => ({
            Component: (await import('@/web/features/auth/auth-page')).AuthPage,
          }),
        },
        {
          path: '/auth/forgot-password',
          lazy: async () => ({
            Component: (await import('@/web/features/auth/forgot-password-page'))
              .ForgotPasswordPage,
          }),
        },
        {
          path: '/auth/reset-password',
          lazy: async () => ({
            Component: (await import('@/web/features/auth/reset-password-page')).ResetPasswordPage,
          }),
        },
        {
          // Public: an invitee may not have an account yet (the page offers sign-up).
          path: '/invitations/:token',
          lazy: async () => ({
            Component: (
              await import('@/web/features/organizations/invitations/accept-invitation-page')
            ).AcceptInvitationPage,
          }),
        },
        {
          // Public: a tracked shared document (spec §2); pdf.js loads only here.
          path: '/d/:username/:trackingCode',
          lazy: async () => ({
            Component: (await import('@/web/features/documents/viewer/document-viewer-page'))
              .DocumentViewerPage,
          }),
        },
        {
          // Public: one document of a data room's link (issue 23), in the same viewer.
          path: '/d/:username/:trackingCode/:documentId',
          lazy: async () => ({
            Component: (await import('@/web/features/documents/viewer/document-viewer-page'))
              .DocumentViewerPage,
          }),
        },
        // The public booking pages: visitors are not signed in.
        {
          path: '/schedule/cancel/:token',
          lazy: async () => ({
            Component: (await import('@/web/features/scheduling/booking-page/cancel-booking-page'))
              .CancelBookingPage,
          }),
        },
        {
          path: '/schedule/:userId?',
          lazy: async () => ({
            Component: (
              await import('@/web/features/scheduling/booking-page/event-type-chooser-page')
            ).EventTypeChooserPage,
          }),
        },
        {
          // A team event type (issue 22); the team page /team/:orgSlug is server-rendered.
          path: '/team/:orgSlug/:slug',
          lazy: async () => ({
            Component: (await import('@/web/features/scheduling/booking-page/team-booking-route'))
              .TeamBookingRoute,
          }),
        },
        {
          path: '/schedule/:userId/:slug',
          lazy: async () => ({
            Component: (await import('@/web/features/scheduling/booking-page/booking-route'))
              .BookingRoute,
          }),
        },
        {
          lazy: async () => {
            // Every page below needs the session: ask for it while the shell loads.
            const [{ SignedInLayout }] = await Promise.all([
              import('@/web/app/shell/signed-in-layout'),
              import('@/web/lib/auth-client').then(({ startSessionCheck }) => startSessionCheck()),
            ]);
            return { Component: SignedInLayout };
          },
          children: [
            {
              path: '/dashboard',
              lazy: async () => {
                // Opened straight at ?tab=clients (the kanban), the clients tab's chunk
                // loads alongside the page's instead of after it has rendered.
                const tab = new URLSearchParams(window.location.search).get('tab');
                const [{ DashboardPage }] = await Promise.all([
                  import('@/web/app/dashboard/dashboard-page'),
                  tab === 'clients' ? import('@/web/features/clients/clients-tab') : undefined,
                ]);
                return { Component: DashboardPage };
              },
            },
            {
              path: '/settings/*',
              lazy: async () => ({
                Component: (await import('@/web/features/settings/settings-page')).SettingsPage,
              }),
            },
            {
              path: '/scheduling',
              lazy: async () => ({
                Component: (await import('@/web/features/scheduling/scheduling-page'))
                  .SchedulingPage,
              }),
            },
            {
              path: '/organizations',
              lazy: async () => ({
                Component: (await import('@/web/features/organizations/organizations-page'))
                  .OrganizationsPage,
              }),
            },
            {
              path: '/organizations/new',
              lazy: async () => ({
                Component: (await import('@/web/features/organizations/new-organization-page'))
                  .NewOrganizationPage,
              }),
            },
            {
              path: '/admin',
              lazy: async () => ({
                Component: (await import('@/web/features/admin/admin-page')).AdminPage,
              }),
            },
          ],
        },
        { path: '*', element: <NotFoundView /> },
      ],
    },
  ]);
}
