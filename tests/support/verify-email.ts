// Since issue 16 sign-up gives no session: the link in the verification mail signs the
// new account in. Tests that need a signed-in user follow that link, as a person would.
import type { TestServer } from './test-server';

const VERIFY_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;

/**
 * The newest verification link mailed to the address (read from the outbox), pointed at
 * the server's real address (a server started without PUBLIC_URL mails localhost:3000).
 */
export async function verificationLinkFor(
  server: Pick<TestServer, 'url' | 'database'>,
  email: string,
): Promise<string> {
  const mails = await server.database.db
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('toAddress', '=', email.toLowerCase())
    .orderBy('createdAt', 'desc')
    .execute();
  for (const mail of mails) {
    const link = VERIFY_LINK.exec(mail.textBody)?.[0];
    if (link) {
      const url = new URL(link);
      return `${server.url}${url.pathname}${url.search}`;
    }
  }
  throw new Error(`no verification mail to ${email}`);
}
