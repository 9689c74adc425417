// A round-robin team event type booked on a 375 px phone (issue 22): a visitor opens the
// team's booking page, picks a time, gives their details and confirms; the booking goes to
// one of the team's hosts, the visitor's mail arrives with its calendar file, and nothing
// on the way sticks out sideways.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '../../src/core/messages';
import { signUpApiUser } from '../support/api-user';
import { setUpHost } from '../support/booking-host';
import { openPage } from '../support/browser';
import { inWorkspace } from '../support/client-team';
import { setUpMailJourney } from '../support/mail-journey';
import { addMember, createOrganizationAs } from '../support/organization-rows';

const journey = setUpMailJourney();
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

async function expectNoHorizontalOverflow(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} is wider than the phone`).toBeLessThanOrEqual(375);
}

describe('a team event type on a phone', () => {
  it('books a round-robin event with one of the free hosts', async () => {
    const { server, smtp } = journey;
    const owner = await signUpApiUser(server, 'team-journey-owner');
    const organization = await createOrganizationAs(owner, { name: 'Northwind Sales' });
    const member = await signUpApiUser(server, 'team-journey-member');
    await addMember(server, organization.id, member, 'Member');
    await setUpHost(server.database.db, owner, { displayName: 'Olga Owner' });
    await setUpHost(server.database.db, member, { displayName: 'Mika Member' });
    const created = await owner.call(
      'POST',
      '/scheduling/team-event-types',
      {
        name: 'Product demo',
        description: 'A tour of the product with one of our team.',
        duration: 30,
        kind: 'round_robin',
        hosts: [{ userId: owner.id }, { userId: member.id }],
      },
      inWorkspace(organization.id),
    );
    expect(created.status, created.text).toBe(201);

    const context = await journey.browser.newContext({ ...PHONE, timezoneId: 'Asia/Tokyo' });
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}${created.body.bookingPath}`);
    await page.getByRole('heading', { level: 1, name: 'Northwind Sales Booking Page' }).waitFor();
    await page.getByRole('heading', { name: 'Product demo' }).waitFor();
    await page.getByText('A tour of the product with one of our team.').waitFor();

    const firstTime = page
      .getByRole('list', { name: 'Available times' })
      .getByRole('button')
      .first();
    await firstTime.waitFor();
    await expectNoHorizontalOverflow(page, 'step 1');
    await firstTime.tap();
    await page.getByRole('button', { name: 'Next' }).tap();

    await page.getByRole('heading', { name: M.stepInformation }).waitFor();
    await expectNoHorizontalOverflow(page, 'step 2');
    await page.getByLabel('Name').fill('Vera Visitor');
    await page.getByLabel('Email').fill('vera-team@example.com');
    await page.getByRole('button', { name: 'Next' }).tap();

    await page.getByRole('heading', { name: M.stepConfirm }).waitFor();
    await expectNoHorizontalOverflow(page, 'step 3');
    await page.getByRole('button', { name: 'Confirm Booking' }).tap();
    await page.getByText(M.bookingConfirmed).waitFor();
    await expectNoHorizontalOverflow(page, 'the confirmation');

    const bookings = await server.database.db
      .selectFrom('scheduling_bookings')
      .select(['userId', 'inviteeName', 'status'])
      .where('inviteeEmail', '=', 'vera-team@example.com')
      .execute();
    expect(bookings).toHaveLength(1);
    expect([owner.id, member.id]).toContain(bookings[0]?.userId);
    expect(bookings[0]).toMatchObject({ inviteeName: 'Vera Visitor', status: 'confirmed' });

    const mail = await smtp.waitFor((message) => message.to.includes('vera-team@example.com'));
    expect(mail.attachments.map((file) => file.contentType)).toContainEqual(
      expect.stringContaining('text/calendar'),
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
