// The shared document viewer in chromium (issue 7's journey): a visitor opens a tracking
// link, reads three pages and closes the tab; the owner's analytics show the visit and a
// mail says the document was viewed. Then every way a share address can fail, and a phone.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DocumentAnalytics, DocumentView, TrackingLinkView } from '../../src/core/documents';
import { DOCUMENT_MESSAGES as M } from '../../src/core/messages';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { makePdf } from '../support/make-pdf';
import { inkOnFixturePage, pdfFixture } from '../support/pdf-fixtures';

// Headless chromium says "HeadlessChrome", which the tracker rightly ignores as a bot;
// the visitors here are people on ordinary browsers.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const journey = setUpMailJourney();

type Owner = { user: ApiUser; username: string };

async function signUpOwner(username: string, displayName: string): Promise<Owner> {
  const user = await signUpApiUser(journey.server, 'viewer-journey');
  await journey.server.database.db
    .updateTable('profiles')
    .set({ username, displayName })
    .where('userId', '=', user.id)
    .execute();
  return { user, username };
}

async function uploadPdf(
  owner: Owner,
  title: string,
  pages: number | Buffer,
): Promise<DocumentView> {
  const query = new URLSearchParams({ title, filename: 'proposal.pdf' });
  const file = typeof pages === 'number' ? makePdf(pages) : pages;
  const answer = await owner.user.call('POST', `/documents?${query}`, file, {
    'content-type': 'application/pdf',
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

async function createLink(owner: Owner, documentId: string, label: string) {
  const answer = await owner.user.call('POST', `/documents/${documentId}/links`, { label });
  expect(answer.status, answer.text).toBe(201);
  return answer.body as TrackingLinkView;
}

async function visitorContext(options: Parameters<typeof journey.browser.newContext>[0] = {}) {
  return journey.browser.newContext({
    viewport: { width: 1280, height: 900 },
    userAgent: DESKTOP_CHROME,
    ...options,
  });
}

/** The Content-Security-Policy violations the page reported (recorded by an init script). */
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Waits until the viewer has drawn `page` on its canvas. */
async function waitForPage(page: Page, pageNumber: number) {
  await page.locator(`[data-rendered-page="${pageNumber}"]`).waitFor();
}

async function expectErrorScreen(page: Page, message: string) {
  await page.getByRole('heading', { name: M.notFoundTitle }).waitFor();
  await page.getByRole('alert').filter({ hasText: message }).waitFor();
  expect(await page.getByRole('link', { name: M.goHome }).getAttribute('href')).toBe('/');
}

async function openViewer(context: BrowserContext, url: string) {
  const { page, errors } = await openPage(context);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(url);
  return { page, errors, consoleErrors };
}

describe('shared document viewer', () => {
  it('a visitor reads three pages; the owner sees the view and gets a mail', async () => {
    const owner = await signUpOwner('grace-viewer', 'Grace Hopper');
    const uploaded = await uploadPdf(owner, 'Q3 Proposal', 5);
    const link = await createLink(owner, uploaded.id, 'Acme — Jane');
    expect(link.url).toBe(`${journey.server.url}/d/grace-viewer/${link.code}`);

    const context = await visitorContext();
    const { page, errors, consoleErrors } = await openViewer(context, link.url);
    await waitForPage(page, 1);
    await page.getByRole('heading', { name: 'Q3 Proposal' }).waitFor();
    await page.getByText('Shared by Grace Hopper').waitFor();
    await page.getByText('of 5', { exact: true }).waitFor();
    expect(await page.getByLabel('Page number').inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    // The page's words are there for screen readers, beside the picture of it.
    await page.getByText('Page 1', { exact: true }).waitFor({ state: 'attached' });
    expect(await page.title()).toBe('Q3 Proposal');

    // Read page 1 for a second, turn with the button, then with the keyboard.
    await page.waitForTimeout(1_100);
    await page.getByRole('button', { name: 'Next page' }).click();
    await waitForPage(page, 2);
    await page.waitForTimeout(1_100);
    await page.keyboard.press('ArrowRight');
    await waitForPage(page, 3);
    expect(await page.getByLabel('Page number').inputValue()).toBe('3');
    await page.waitForTimeout(600);
    await page.close({ runBeforeUnload: true });

    // Closing the tab sent the visit: one view (recorded when the viewer opened) of pages
    // 1-3, with the time spent; the last beacon may land after the first poll.
    let analytics: DocumentAnalytics | undefined;
    await expect
      .poll(
        async () => {
          const answer = await owner.user.call('GET', `/documents/${uploaded.id}/analytics`);
          analytics = answer.body;
          return `${analytics?.views} views, pages ${analytics?.recentViews[0]?.pages.join(',')}`;
        },
        { timeout: 10_000 },
      )
      .toBe('1 views, pages 1,2,3');
    const view = analytics?.recentViews[0];
    expect(view?.linkLabel).toBe('Acme — Jane');
    expect(view?.pages).toEqual([1, 2, 3]);
    expect(view?.seconds).toBeGreaterThanOrEqual(2);
    expect(view?.device).toBe('desktop');
    expect(analytics?.uniqueViewers).toBe(1);
    const byPage = Object.fromEntries((analytics?.pages ?? []).map((p) => [p.page, p.seconds]));
    expect(byPage[1]).toBeGreaterThanOrEqual(1);
    expect(byPage[2]).toBeGreaterThanOrEqual(1);
    expect(byPage[4] ?? 0).toBe(0);

    const counts = await journey.server.database.db
      .selectFrom('documents')
      .innerJoin('document_tracking_links', 'document_tracking_links.documentId', 'documents.id')
      .select([
        'documents.viewCount as documentViews',
        'document_tracking_links.viewCount as linkViews',
      ])
      .where('documents.id', '=', uploaded.id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ documentViews: 1, linkViews: 1 });

    const mail = await journey.smtp.waitFor(
      (message) => message.subject === M.viewMailSubject('Q3 Proposal', 'Acme — Jane'),
    );
    expect(mail.to).toEqual([owner.user.email]);
    expect(mail.text).toContain(`/dashboard?tab=documents&document=${uploaded.id}`);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('reports a visit still open every 15 seconds, without counting it twice', async () => {
    const owner = await signUpOwner('katherine-viewer', 'Katherine Johnson');
    const uploaded = await uploadPdf(owner, 'Trajectories', 2);
    const link = await createLink(owner, uploaded.id, 'Mission control');
    const context = await visitorContext();
    const { page, errors } = await openPage(context);
    await page.clock.install();
    let beacons = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/track/document-view')) beacons += 1;
    });
    const storedViews = () =>
      journey.server.database.db
        .selectFrom('document_views')
        .select(['viewKey', 'pageSeconds', 'pagesViewed', 'isFinal'])
        .where('documentId', '=', uploaded.id)
        .execute();
    await page.goto(link.url);
    await waitForPage(page, 1);

    // The view is stored as the viewer opens (issue 23), before any time is spent.
    await expect.poll(async () => (await storedViews()).length).toBe(1);
    expect((await storedViews())[0]?.pagesViewed).toEqual([]);
    await page.clock.runFor(16_000);
    await expect.poll(async () => (await storedViews())[0]?.pagesViewed).toEqual([1]);
    const [first] = await storedViews();
    if (!first) throw new Error('the visit was not stored');
    expect(first.isFinal).toBe(false);
    expect(first.pagesViewed).toEqual([1]);
    expect((first.pageSeconds as Record<string, number>)['1']).toBeGreaterThanOrEqual(15);

    // Nothing new to say: no beacon. A page turned and read: the same visit grows.
    await page.clock.runFor(1_000);
    await page.getByRole('button', { name: 'Next page' }).click();
    await waitForPage(page, 2);
    await page.clock.runFor(15_000);
    await expect.poll(async () => (await storedViews())[0]?.pagesViewed).toEqual([1, 2]);
    const views = await storedViews();
    expect(views).toHaveLength(1);
    expect(views[0]?.viewKey).toBe(first.viewKey);
    expect(beacons).toBe(3);
    const analytics = (await owner.user.call('GET', `/documents/${uploaded.id}/analytics`))
      .body as DocumentAnalytics;
    expect(analytics.views).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws a JPEG 2000 picture with the wasm decoder the app serves, under its policy', async () => {
    const owner = await signUpOwner('ansel-viewer', 'Ansel Adams');
    // Two documents: more than the Free plan holds.
    await journey.server.database.db
      .updateTable('profiles')
      .set({ tier: 'pro' })
      .where('userId', '=', owner.user.id)
      .execute();
    const photos = await uploadPdf(owner, 'Site photos', pdfFixture('jpx-image'));
    const notes = await uploadPdf(owner, 'Tokyo notes', pdfFixture('cjk-no-embedded-font'));
    const photosLink = await createLink(owner, photos.id, 'Client');
    const notesLink = await createLink(owner, notes.id, 'Client');
    const context = await visitorContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });
    const { page, errors } = await openPage(context);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    const assets = new Map<string, { status: number; type?: string; cache?: string }>();
    let workerPolicy: string | undefined;
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/pdf.worker')) {
        workerPolicy = response.headers()['content-security-policy'];
      }
      if (!pathname.startsWith('/assets/pdfjs/')) return;
      const headers = response.headers();
      assets.set(pathname.replace(/^.*\//, ''), {
        status: response.status(),
        type: headers['content-type'],
        cache: headers['cache-control'],
      });
    });

    await page.goto(photosLink.url);
    await waitForPage(page, 1);
    const picture = await page
      .locator('[data-rendered-page] canvas')
      .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL('image/png'));
    const ink = await inkOnFixturePage(Buffer.from(picture.split(',')[1] ?? '', 'base64'));
    // The picture is dark from edge to edge; the rest of the page stays white.
    expect(ink.picture).toBeGreaterThan(0.95);
    expect(ink.empty).toBeLessThan(0.01);
    // Decoded by the wasm module from this origin (not the script fallback), kept a year.
    expect(assets.get('openjpeg.wasm')).toEqual({
      status: 200,
      type: 'application/wasm',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(assets.has('openjpeg_nowasm_fallback.js')).toBe(false);
    // The worker that parses the file runs under a policy of its own that allows exactly that.
    expect(workerPolicy).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    expect(await violations(page)).toEqual([]);

    // Japanese in a font the file does not carry: the CMap turns its codes into characters,
    // which reach screen readers beside the picture of the page.
    await page.goto(notesLink.url);
    await waitForPage(page, 1);
    await page.getByText('日本語の提案書').waitFor({ state: 'attached' });
    expect(assets.get('UniJIS-UCS2-H.bcmap')?.status).toBe(200);

    expect(await violations(page)).toEqual([]);
    // No decoder, CMap or font that pdf.js went without (a machine without Japanese fonts
    // may still say it would like one).
    expect(
      logged.filter((line) => /^error|instantiateWasm|Unable to|Ensure that the/.test(line)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says why a share address shows nothing, and goes home', async () => {
    const owner = await signUpOwner('ada-viewer', 'Ada Lovelace');
    const other = await signUpOwner('alan-viewer', 'Alan Turing');
    const uploaded = await uploadPdf(owner, 'Engine notes', 2);
    const link = await createLink(owner, uploaded.id, 'Babbage');
    const context = await visitorContext();
    const { page, errors } = await openPage(context);
    const publicRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/public/documents/')) publicRequests.push(request.url());
    });
    const base = `${journey.server.url}/d`;

    // A malformed code is refused without asking the server.
    await page.goto(`${base}/ada-viewer/not-a-code`);
    await expectErrorScreen(page, M.invalidLink);
    expect(publicRequests).toEqual([]);

    await page.goto(`${base}/ada-viewer/${'Z'.repeat(22)}`);
    await expectErrorScreen(page, M.linkNotFound);

    // A real code under someone else's name is not theirs to share.
    await page.goto(`${base}/${other.username}/${link.code}`);
    await expectErrorScreen(page, M.linkNotFound);

    await page.goto(`${base}/nobody-by-this-name/${link.code}`);
    await expectErrorScreen(page, M.profileNotFound);

    // The real address works until its owner turns it off.
    await page.goto(link.url);
    await waitForPage(page, 1);
    const disabled = await owner.user.call('PATCH', `/document-links/${link.id}`, {
      isActive: false,
    });
    expect(disabled.status).toBe(200);
    // A link turned off has its own page (issue 23), served before any of the app.
    await page.goto(link.url);
    await page.getByRole('heading', { name: M.disabledTitle }).waitFor();
    await page.getByText(M.disabledBody).waitFor();

    await page.goto(`${base}/ada-viewer/${'Z'.repeat(22)}`);
    await expectErrorScreen(page, M.linkNotFound);
    await page.getByRole('link', { name: M.goHome }).click();
    await page.waitForURL(`${journey.server.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone: no sideways scrolling, swipes and the controls turn pages', async () => {
    const owner = await signUpOwner('hedy-viewer', 'Hedy Lamarr');
    const uploaded = await uploadPdf(owner, 'Frequency hopping', 6);
    const link = await createLink(owner, uploaded.id, 'Navy');
    const context = await visitorContext({
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_SAFARI,
    });
    const { page, errors, consoleErrors } = await openViewer(context, link.url);
    await waitForPage(page, 1);
    await page.getByRole('heading', { name: 'Frequency hopping' }).waitFor();

    const layout = () =>
      page.evaluate(() => {
        const canvas = document.querySelector('[data-rendered-page] canvas') as HTMLCanvasElement;
        return {
          pageWidth: document.documentElement.scrollWidth,
          viewportWidth: document.documentElement.clientWidth,
          canvasCssWidth: canvas.getBoundingClientRect().width,
          canvasPixels: canvas.width,
        };
      });
    const fitted = await layout();
    expect(fitted.pageWidth).toBeLessThanOrEqual(fitted.viewportWidth);
    expect(fitted.canvasCssWidth).toBeGreaterThan(300);
    expect(fitted.canvasCssWidth).toBeLessThanOrEqual(375);
    // Drawn for the phone's 2× screen, so the text stays sharp.
    expect(fitted.canvasPixels).toBeGreaterThanOrEqual(fitted.canvasCssWidth * 2 - 2);

    await swipe(page, 'left');
    await waitForPage(page, 2);
    await swipe(page, 'right');
    await waitForPage(page, 1);

    await page.getByLabel('Page number').fill('5');
    await page.getByLabel('Page number').press('Enter');
    await waitForPage(page, 5);
    await page.getByLabel('Page number').fill('99');
    await page.getByLabel('Page number').press('Enter');
    await waitForPage(page, 6);
    expect(await page.getByLabel('Page number').inputValue()).toBe('6');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    // Zooming in makes the page wider than the phone; only the reading area scrolls.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await layout()).canvasCssWidth).toBeGreaterThan(450);
    expect((await layout()).pageWidth).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Fit width' }).click();
    await expect.poll(async () => (await layout()).canvasCssWidth).toBeLessThanOrEqual(375);

    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/** A quick one-finger swipe across the page ("left" turns to the next page). */
async function swipe(page: Page, direction: 'left' | 'right') {
  await page.locator('[data-rendered-page]').evaluate((element, toLeft) => {
    const box = element.getBoundingClientRect();
    const y = box.top + Math.min(box.height, 400) / 2;
    const [fromX, toX] = toLeft ? [box.right - 40, box.left + 40] : [box.left + 40, box.right - 40];
    const touch = (x: number) =>
      new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    element.dispatchEvent(
      new TouchEvent('touchstart', {
        bubbles: true,
        touches: [touch(fromX)],
        changedTouches: [touch(fromX)],
      }),
    );
    element.dispatchEvent(
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(toX)] }),
    );
  }, direction === 'left');
}
