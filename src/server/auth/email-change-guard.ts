// better-auth's /change-email asks only for a session; the spec (§5 "Email change")
// also wants the current password, so a stolen session cookie alone cannot move the
// account to another mailbox. This plugin checks it before better-auth's endpoint
// runs, on every way in (the web app and direct calls alike), so the password
// requirement cannot be skipped by calling better-auth's endpoint by hand.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { MESSAGES } from '../../core/messages';
import { ZChangeEmailRequest } from '../../core/security-schemas';

export const CHANGE_EMAIL_PATH = '/change-email';

export function emailChangeGuard() {
  return {
    id: 'scale-email-change-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === CHANGE_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = ZChangeEmailRequest.safeParse(ctx.body);
            if (!parsed.success) {
              throw new APIError('BAD_REQUEST', {
                message: parsed.error.issues[0]?.message ?? MESSAGES.invalidEmail,
                code: 'INVALID_INPUT',
              });
            }
            const session = await getSessionFromCtx(ctx);
            if (!session) {
              throw new APIError('UNAUTHORIZED', {
                message: MESSAGES.noUserSignedIn,
                code: 'UNAUTHORIZED',
              });
            }
            // Throws better-auth's "Invalid password" (400) when it does not match,
            // or when the account has no password (social sign-in only).
            await ctx.context.password.checkPassword(session.user.id, ctx);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
