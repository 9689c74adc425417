// Scale's branding in the mails an owner's page causes (decision 064 "and mails",
// decision 073): Free and Pro keep the "Sent with Scale" footer and MAIL_FROM's name; a
// Business owner's mails drop it and go out in the person's (or team's) name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import {
  callPublic,
  createEventType,
  firstSlots,
  setUpHost,
} from '../../../../../tests/support/booking-host';
import { setPlanTier } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { brandMail, SCALE_MAIL_FOOTER } from '../../../platform/mail/branding';
import { mailFromAddress } from '../../../platform/mail/mail-sender';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function bookWith(tier: 'free' | 'pro' | 'business', prefix: string) {
  const host = await signUpApiUser(server, prefix);
  await setUpHost(server.database.db, host, { displayName: `Dana <${prefix}>` });
  await setPlanTier(server, host, tier);
  await createEventType(server.database.db, host.id, { slug: 'intro' });
  const [slot] = await firstSlots(server.url, host.id, 'intro');
  const email = `${prefix}-${Date.now()}@example.com`;
  const booked = await callPublic(server.url, 'POST', `/schedule/${host.id}/intro/bookings`, {
    name: 'Ivy Invitee',
    email,
    startTime: slot?.start,
  });
  expect(booked.status, booked.text).toBe(201);
  const mails = await server.database.db
    .selectFrom('mailOutbox')
    .select(['toAddress', 'textBody', 'htmlBody', 'fromName'])
    .where((eb) =>
      eb.or([
        eb('toAddress', '=', email),
        eb.and([eb('toAddress', '=', host.email), eb('subject', 'like', '%Ivy Invitee%')]),
      ]),
    )
    .execute();
  return { toInvitee: mails.find((mail) => mail.toAddress === email), host, mails };
}

describe('branding in booking mails', () => {
  it('keeps Scale’s footer on Free and Pro, from MAIL_FROM', async () => {
    for (const tier of ['free', 'pro'] as const) {
      const { toInvitee, mails } = await bookWith(tier, `brand-${tier}`);
      expect(mails).toHaveLength(2);
      expect(toInvitee?.textBody).toContain(`${SCALE_MAIL_FOOTER}: ${server.url}`);
      expect(toInvitee?.htmlBody).toContain(SCALE_MAIL_FOOTER);
      expect(toInvitee?.fromName).toBeNull();
    }
  });

  it('drops it on Business and sends in the host’s name', async () => {
    const { toInvitee, mails } = await bookWith('business', 'brand-biz');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.textBody).not.toContain(SCALE_MAIL_FOOTER);
      expect(mail.htmlBody).not.toContain(SCALE_MAIL_FOOTER);
    }
    // Quotes and angle brackets cannot break out of the From header's display name.
    expect(toInvitee?.fromName).toBe('Dana  brand-biz');
  });
});

describe('the From header', () => {
  it('keeps MAIL_FROM’s address under the owner’s name', () => {
    expect(mailFromAddress('Scale <noreply@scale.test>')).toBe('noreply@scale.test');
    expect(mailFromAddress('noreply@scale.test')).toBe('noreply@scale.test');
    const plain = { subject: 's', text: 't', html: '<p>h</p>' };
    expect(brandMail(plain, { branded: false, senderName: 'Acme "Sales"\r\nBcc: x' }, 'u')).toEqual(
      { ...plain, fromName: 'Acme  Sales   Bcc: x' },
    );
  });
});
