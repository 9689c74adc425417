// The scheduling manager journey (issue 5, "The manager"): the signed-out screen, an
// event type created through the form after every §5 message for bad input (nothing
// stored meanwhile), the copy-link toast, Quick Setup and a time slot added and deleted,
// then a booking made on the public API appearing live in Upcoming and, once canceled,
// in Past as Canceled. A taken slug is said once; the host's time zone is picked in the
// availability tab with the searchable picker.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '../../src/core/messages';
import type { EventType } from '../../src/core/scheduling-schemas';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

async function storedEventTypes(userId: string) {
  return journey.server.database.db
    .selectFrom('scheduling_event_types')
    .select(['name', 'slug', 'duration', 'color', 'isActive'])
    .where('userId', '=', userId)
    .execute();
}

async function slotTexts(page: Page, section: string): Promise<string[]> {
  return page
    .getByRole('region', { name: section })
    .getByTestId('availability-slot')
    .evaluateAll((rows) => rows.map((row) => row.textContent?.trim() ?? ''));
}

describe('scheduling manager', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const context = await journey.browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${journey.server.url}/scheduling`);
    await page.getByRole('heading', { name: M.authRequired }).waitFor();
    await page.getByRole('link', { name: M.signIn }).click();
    await page.waitForURL(`${journey.server.url}/auth`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('manages event types, availability and bookings', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: journey.server.url,
    });
    const userId = await signUpInBrowser(journey.server, context, 'scheduling-host@example.com');
    const { page, errors } = await openPage(context);
    await page.goto(`${journey.server.url}/scheduling`);
    await page.getByRole('heading', { name: M.heading, level: 1 }).waitFor();
    await page.getByText(M.noEventTypes).waitFor();
    await page.getByText(M.noEventTypesHint).waitFor();

    // The form: the slug follows the name, then every §5 message for bad input.
    await page.getByRole('button', { name: 'New Event Type' }).click();
    const form = page.getByRole('dialog', { name: 'New Event Type' });
    const slug = form.getByLabel('Slug', { exact: true });
    await form.getByLabel('Name', { exact: true }).fill('Intro Call: 1st!');
    expect(await slug.inputValue()).toBe('intro-call-1st');
    await form.getByLabel('Name', { exact: true }).fill('');
    expect(await slug.inputValue()).toBe('');
    expect(await form.getByLabel('Colour').inputValue()).toBe('#3e76d9');
    expect(await form.getByLabel('Active').isChecked()).toBe(true);
    expect(await form.getByLabel('Duration (minutes)').inputValue()).toBe('30');
    await form.getByLabel('Duration (minutes)').fill('0');
    await form.getByLabel('Buffer before (minutes)').fill('-1');
    await form.getByLabel('Buffer after (minutes)').fill('-5');
    await form.getByLabel('Minimum booking notice (minutes)').fill('-1');
    await form.getByLabel('Maximum bookings per day').fill('0');
    await form.getByLabel('Bookable from').fill('2030-05-10');
    await form.getByLabel('Bookable until').fill('2030-05-01');
    await form.getByRole('button', { name: 'Create Event Type' }).click();
    for (const message of [
      M.nameRequired,
      M.slugRequired,
      M.durationPositive,
      M.bufferBeforeNonNegative,
      M.bufferAfterNonNegative,
      M.noticeNonNegative,
      M.maxPerDayPositive,
      M.endBeforeStart,
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await slug.fill('Bad Slug');
    await form.getByRole('button', { name: 'Create Event Type' }).click();
    await form.getByText(M.slugFormat).waitFor();
    // A question without text and a choice without options are refused too.
    await form.getByRole('button', { name: 'Add Question' }).click();
    await form.getByLabel('Answer type').selectOption('radio');
    await form.getByRole('button', { name: 'Create Event Type' }).click();
    await form.getByText(M.fieldRequired).waitFor();
    await form.getByText(M.optionsRequired).waitFor();
    expect(await storedEventTypes(userId)).toEqual([]);

    // Fixed: saved with a required question, shown in the list.
    await form.getByLabel('Name', { exact: true }).fill('Intro Call');
    await slug.fill('intro-call');
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Buffer before (minutes)').fill('0');
    await form.getByLabel('Buffer after (minutes)').fill('10');
    await form.getByLabel('Minimum booking notice (minutes)').fill('0');
    await form.getByLabel('Maximum bookings per day').fill('');
    await form.getByLabel('Bookable from').fill('');
    await form.getByLabel('Bookable until').fill('');
    await form.getByLabel('Question 1', { exact: true }).fill('What should we discuss?');
    await form.getByLabel('Answer type').selectOption('textarea');
    await form.getByLabel('Required', { exact: true }).check();
    await form.getByRole('button', { name: 'Create Event Type' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await storedEventTypes(userId)).toEqual([
      { name: 'Intro Call', slug: 'intro-call', duration: 45, color: '#3E76D9', isActive: true },
    ]);
    const row = page.getByTestId('event-type-row').filter({ hasText: 'Intro Call' });
    await row.getByText(M.noDescription).waitFor();
    await row.getByText('45 min').waitFor();

    // Copy link: the absolute booking link, and the toast for 3 seconds.
    // The friendly form (issue 21): the host's username, not their id.
    const { username } = await journey.server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const bookingLink = `${journey.server.url}/schedule/${username}/intro-call`;
    await row.getByRole('button', { name: 'Copy link of Intro Call' }).click();
    const toast = page.getByText(M.linkCopied);
    await toast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingLink);
    await toast.waitFor({ state: 'detached', timeout: 6000 });

    // Expanded: the details and the booking page link opening a new tab.
    await row.getByRole('button', { name: /Intro Call/, expanded: false }).click();
    await row.getByText(M.notSpecified).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByTestId('booking-link').textContent()).toBe(bookingLink);
    const view = row.getByRole('link', { name: M.viewBookingPage });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('href')).toBe(`/schedule/${username}/intro-call`);

    // Edit: the form opens filled in; an emptied slug is refused; a second question is
    // moved above the first; confirmation becomes required.
    await row.getByRole('button', { name: 'Edit Intro Call' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event Type' });
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Intro Call');
    expect(await edit.getByLabel('Question 1', { exact: true }).inputValue()).toBe(
      'What should we discuss?',
    );
    await edit.getByLabel('Slug', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText(M.slugRequired).waitFor();
    await edit.getByLabel('Slug', { exact: true }).fill('intro-call');
    await edit.getByLabel('Description').fill('A first chat about your project');
    await edit.getByRole('button', { name: 'Add Question' }).click();
    await edit.getByLabel('Question 2', { exact: true }).fill('Company');
    await edit.getByRole('button', { name: 'Move question 2 up' }).click();
    expect(await edit.getByLabel('Question 1', { exact: true }).inputValue()).toBe('Company');
    await edit.getByLabel('Requires confirmation').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByText('A first chat about your project').waitFor();

    // Availability: the tab is in the URL; the default week is Monday to Friday.
    await page.getByRole('tab', { name: 'Availability' }).click();
    await page.waitForURL(/section=availability/);
    const general = 'Default weekly availability';
    await page
      .getByRole('region', { name: general })
      .getByTestId('availability-slot')
      .first()
      .waitFor();
    expect(await slotTexts(page, general)).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
        (day) => `${day}9:00 AM – 5:00 PM`,
      ),
    );
    await page.getByRole('combobox', { name: 'Your time zone' }).waitFor();

    // Quick Setup needs a day; then every day of the week.
    const defaults = page.getByRole('region', { name: general });
    await defaults.getByRole('button', { name: M.quickSetup }).click();
    const quick = defaults.getByRole('form', { name: M.quickSetup });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(await quick.getByLabel(day).isChecked()).toBe(true);
      await quick.getByLabel(day).uncheck();
    }
    expect(await quick.getByLabel('From', { exact: true }).inputValue()).toBe('09:00');
    expect(await quick.getByLabel('To', { exact: true }).inputValue()).toBe('17:00');
    await quick.getByRole('button', { name: 'Apply' }).click();
    await quick.getByText(M.quickSetupNeedsDay).waitFor();
    for (const day of [
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]) {
      await quick.getByLabel(day).check();
    }
    await quick.getByRole('button', { name: 'Apply' }).click();
    await quick.waitFor({ state: 'detached' });
    await expect.poll(() => slotTexts(page, general)).toHaveLength(7);

    // Add Time Slot: the end must be after the start; then added, then deleted after asking.
    await defaults.getByRole('button', { name: M.addTimeSlot }).click();
    const add = defaults.getByRole('form', { name: M.addTimeSlot });
    await add.getByLabel('Day').selectOption({ label: 'Saturday' });
    await add.getByLabel('Start').fill('18:00');
    await add.getByLabel('End').fill('17:30');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.getByText(M.endTimeAfterStart).waitFor();
    await add.getByLabel('End').fill('20:00');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => slotTexts(page, general)).toContain('Saturday6:00 PM – 8:00 PM');
    await defaults.getByRole('button', { name: 'Delete Saturday 6:00 PM – 8:00 PM' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(M.deleteAvailabilityConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => slotTexts(page, general)).toHaveLength(7);

    // The per-event-type override offers the event type.
    const override = page.getByRole('region', { name: 'Availability for one event type' });
    expect(await override.getByLabel('Event type').inputValue()).not.toBe('');
    await override.getByText(/uses your default availability/).waitFor();

    // Bookings: empty lists, then a booking from the public page's API appears live.
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.getByText(M.noUpcomingBookings).waitFor();
    await page.getByText(M.noPastBookings).waitFor();
    const eventTypes = (await (
      await context.request.get(`${journey.server.url}/api/v1/scheduling/event-types`)
    ).json()) as EventType[];
    expect(eventTypes[0]?.questions.map((q) => [q.question, q.isRequired])).toEqual([
      ['Company', false],
      ['What should we discuss?', true],
    ]);
    const question = eventTypes[0]?.questions[1];
    const publicPath = `${journey.server.url}/api/v1/public/schedule/${userId}/intro-call`;
    const visitor = await journey.browser.newContext();
    const slots = (await (await visitor.request.get(`${publicPath}/slots`)).json()) as {
      slots: { start: string }[];
    };
    const start = slots.slots[0]?.start;
    expect(start).toBeDefined();
    const booked = await visitor.request.post(`${publicPath}/bookings`, {
      data: {
        startTime: start,
        name: 'Ivy Invitee',
        email: 'ivy@example.com',
        responses: { [question?.id ?? '']: 'Pricing and onboarding' },
      },
      headers: { origin: journey.server.url },
    });
    expect(booked.status()).toBe(201);
    await visitor.close();

    const upcoming = page.getByRole('list', { name: M.upcomingBookings });
    const booking = upcoming.getByTestId('booking-row').filter({ hasText: 'Ivy Invitee' });
    await booking.waitFor();
    await booking.getByText('ivy@example.com').waitFor();
    await booking.getByText('Intro Call').waitFor();
    // The event type requires confirmation: pending until the host confirms.
    await booking.getByText('Pending', { exact: true }).waitFor();
    await booking.getByRole('button', { name: 'Confirm', exact: true }).click();
    await booking.getByText('Confirmed', { exact: true }).waitFor();
    expect(await booking.getByRole('button', { name: 'Decline' }).count()).toBe(0);
    await booking.getByRole('button', { name: 'Details' }).click();
    await booking.getByText('Pricing and onboarding').waitFor();

    // Cancel with a reason: it moves to Past, labelled Canceled.
    await booking.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = page.getByRole('alertdialog');
    await cancel.getByLabel('Reason (optional)').fill('Something came up');
    await cancel.getByRole('button', { name: 'Cancel Booking' }).click();
    await cancel.waitFor({ state: 'detached' });
    await page.getByText(M.noUpcomingBookings).waitFor();
    const past = page.getByRole('list', { name: M.pastBookings }).getByTestId('booking-row');
    await past.filter({ hasText: 'Ivy Invitee' }).getByText('Canceled', { exact: true }).waitFor();
    const stored = await journey.server.database.db
      .selectFrom('scheduling_bookings')
      .select(['status', 'cancellationReason'])
      .where('userId', '=', userId)
      .execute();
    expect(stored).toEqual([{ status: 'canceled', cancellationReason: 'Something came up' }]);

    // Deleting the event type asks first; its bookings keep a fallback name.
    await page.getByRole('tab', { name: 'Event Types' }).click();
    await page.getByRole('button', { name: 'Delete Intro Call' }).click();
    const remove = page.getByRole('alertdialog');
    await remove.getByRole('button', { name: 'Delete Event Type' }).click();
    await page.getByText(M.noEventTypes).waitFor();
    expect(await storedEventTypes(userId)).toEqual([]);
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await past.filter({ hasText: 'Ivy Invitee' }).getByText(M.unknownEventType).waitFor();

    // The dashboard's scheduling tab is the same manager.
    await page.goto(`${journey.server.url}/dashboard?tab=scheduling&section=bookings`);
    await page.getByRole('list', { name: M.pastBookings }).getByText('Ivy Invitee').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a slug already in use once, beside the Slug field', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
    const userId = await signUpInBrowser(journey.server, context, 'scheduling-slug@example.com');
    const created = await context.request.post(
      `${journey.server.url}/api/v1/scheduling/event-types`,
      {
        data: { name: 'Demo', slug: 'demo', duration: 30 },
        headers: { origin: journey.server.url },
      },
    );
    expect(created.status()).toBe(201);
    const { page, errors } = await openPage(context);
    await page.goto(`${journey.server.url}/scheduling`);
    await page.getByRole('button', { name: 'New Event Type' }).click();
    const form = page.getByRole('dialog', { name: 'New Event Type' });
    await form.getByLabel('Name', { exact: true }).fill('Demo');
    await form.getByRole('button', { name: 'Create Event Type' }).click();
    const taken = page.getByText(M.slugTaken);
    await taken.first().waitFor();
    expect(await taken.count()).toBe(1);
    expect(await form.getByLabel('Slug', { exact: true }).getAttribute('aria-describedby')).toBe(
      await taken.getAttribute('id'),
    );
    // The focus goes to the field the message is about.
    expect(
      await form
        .getByLabel('Slug', { exact: true })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await storedEventTypes(userId)).toEqual([
      expect.objectContaining({ name: 'Demo', slug: 'demo' }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets the host’s time zone from the availability tab by typing and the keyboard', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'Asia/Tokyo',
    });
    const userId = await signUpInBrowser(journey.server, context, 'scheduling-zone@example.com');
    const storedZone = async () =>
      (
        await journey.server.database.db
          .selectFrom('profiles')
          .select('timezone')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).timezone;
    const before = await storedZone();
    expect(before).not.toBe('Asia/Tokyo');
    const { page, errors } = await openPage(context);
    await page.goto(`${journey.server.url}/scheduling?section=availability`);
    const zone = page.getByRole('combobox', { name: 'Your time zone' });
    await expect.poll(() => zone.inputValue()).toBe(before.replaceAll('_', ' '));
    expect(await zone.getAttribute('aria-expanded')).toBe('false');

    // Opened by the keyboard: the browser's zone comes first, marked as detected.
    await zone.focus();
    await page.keyboard.press('ArrowDown');
    expect(await zone.getAttribute('aria-expanded')).toBe('true');
    const options = page.getByRole('listbox', { name: 'Time zones' }).getByRole('option');
    expect(await options.first().textContent()).toMatch(/^Asia\/Tokyo\s*\(detected\)UTC\+09:00$/);
    expect(await options.count()).toBeGreaterThan(300);

    // Typing part of a city finds it; the arrows move, Enter picks.
    await page.keyboard.type('berl');
    await expect.poll(() => options.first().textContent()).toMatch(/^Europe\/Berlin/);
    const activeText = () =>
      zone.evaluate(
        (element) =>
          document.getElementById(element.getAttribute('aria-activedescendant') ?? '')?.textContent,
      );
    expect(await activeText()).toMatch(/^Europe\/Berlin/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await activeText()).toMatch(/^Europe\/Berlin/);
    await page.keyboard.press('Enter');
    await page.getByText(M.timeZoneSaved('Europe/Berlin')).waitFor();
    await expect.poll(storedZone).toBe('Europe/Berlin');
    expect(await zone.inputValue()).toBe('Europe/Berlin');
    expect(await zone.getAttribute('aria-expanded')).toBe('false');

    // Nothing matching, then Escape: the list closes and nothing changes.
    await page.keyboard.type('<script>');
    await page.getByText('No time zone matches “<script>”.').waitFor();
    await page.keyboard.press('Escape');
    expect(await zone.inputValue()).toBe('Europe/Berlin');
    expect(await storedZone()).toBe('Europe/Berlin');

    // Kept after a reload.
    await page.reload();
    await expect.poll(() => zone.inputValue()).toBe('Europe/Berlin');
    expect(errors).toEqual([]);
    await context.close();
  });
});
