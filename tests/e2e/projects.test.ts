// Projects in chromium: the owner creates a project in the documents tab, adds one of
// their documents and a second user as viewer; that user then sees the project and its
// document in their own dashboard, without the controls to change it.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

/** A browser context signed in as a user made through the API (no sign-up rate limit). */
async function browserAs(browser: Browser, user: ApiUser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: journey.server.url };
    }),
  );
  return context;
}

/** A document row as if uploaded: the upload itself is the documents journey's. */
async function insertDocument(user: ApiUser, title: string) {
  const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await journey.server.database.db
    .insertInto('documents')
    .values({
      userId: user.id,
      title,
      size: 2048,
      type: 'pdf',
      originalFilename: `${title}.pdf`,
      storagePath: `documents/${user.id}/${key}.pdf`,
      fileUrl: `documents/${user.id}/${key}.pdf`,
      pageCount: 3,
    })
    .execute();
}

describe('projects', () => {
  it('shares a document with a viewer, who sees it and cannot remove it', async () => {
    const { server, browser } = journey;
    const db = server.database.db;
    const owner = await signUpApiUser(server, 'project-owner');
    const viewer = await signUpApiUser(server, 'project-viewer');
    await db
      .updateTable('profiles')
      .set({ displayName: 'Olive Owner' })
      .where('userId', '=', owner.id)
      .execute();
    await db
      .updateTable('profiles')
      .set({ displayName: 'Vic Viewer' })
      .where('userId', '=', viewer.id)
      .execute();
    await insertDocument(owner, 'Acme proposal');

    const ownerContext = await browserAs(browser, owner);
    const { page, errors } = await openPage(ownerContext);
    await page.goto(`${server.url}/dashboard?tab=documents`);
    await page.getByText('No projects yet').waitFor();
    await page.getByTestId('usage-projects').getByText('0 of 1 projects').waitFor();

    await page.getByRole('button', { name: 'New project' }).click();
    const form = page.getByRole('dialog', { name: 'New project' });
    // The schema's message before any request.
    await form.getByRole('button', { name: 'Create project' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill('Acme rollout');
    await form.getByLabel('Description (optional)').fill('Everything Acme needs to sign.');
    await form.getByLabel('Tags').fill('sales');
    await form.getByRole('button', { name: 'Add tag' }).click();
    await form.getByRole('button', { name: 'Create project' }).click();
    await form.waitFor({ state: 'hidden' });

    const projects = page.getByRole('list', { name: 'Projects' });
    await projects.getByText('Acme rollout').waitFor();
    await page.getByTestId('usage-projects').getByText('1 of 1 projects').waitFor();
    // At the Free limit the panel says so and points at the plans.
    await page.getByText('The Free plan holds up to 1 project.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'New project' }).isDisabled()).toBe(true);

    await projects.getByRole('button', { name: 'Acme rollout' }).click();
    const sheet = page.getByRole('dialog', { name: 'Acme rollout' });
    await sheet.getByText('No documents in this project yet.').waitFor();
    await sheet.getByLabel('Add one of my documents').selectOption({ label: 'Acme proposal' });
    await sheet.getByRole('button', { name: 'Add document' }).click();
    const documents = sheet.getByRole('list', { name: 'Project documents' });
    await documents.getByText('Acme proposal').waitFor();

    // An address without an account is refused with the server's words.
    await sheet.getByLabel('Add a member by e-mail').fill('nobody-here@example.com');
    await sheet.getByRole('button', { name: 'Add member' }).click();
    await sheet
      .getByText('No Scale account uses this email address. Ask them to sign up first.')
      .waitFor();
    await sheet.getByLabel('Add a member by e-mail').fill(viewer.email);
    await sheet.getByLabel('Role', { exact: true }).selectOption('viewer');
    await sheet.getByRole('button', { name: 'Add member' }).click();
    const members = sheet.getByRole('list', { name: 'Project members' });
    await members.getByText('Vic Viewer', { exact: true }).waitFor();
    await sheet.getByText('1 of 2 members per project').waitFor();
    expect(errors).toEqual([]);

    // The viewer, in their own browser, at a phone's width.
    const viewerContext = await browserAs(browser, viewer, 375);
    const viewerPage = await openPage(viewerContext);
    await viewerPage.page.goto(`${server.url}/dashboard?tab=documents`);
    const shared = viewerPage.page.getByRole('list', { name: 'Shared with me' });
    await shared.getByText('Acme proposal').waitFor();
    const theirProjects = viewerPage.page.getByRole('list', { name: 'Projects' });
    await theirProjects.getByText('Viewer · owned by Olive Owner').waitFor();
    await theirProjects.getByRole('button', { name: 'Acme rollout' }).click();
    const theirSheet = viewerPage.page.getByRole('dialog', { name: 'Acme rollout' });
    await theirSheet
      .getByRole('list', { name: 'Project documents' })
      .getByText('Acme proposal')
      .waitFor();
    await theirSheet.getByText('You are a viewer').waitFor();
    expect(await theirSheet.getByRole('button', { name: /^Remove Acme proposal/ }).count()).toBe(0);
    expect(await theirSheet.getByLabel('Add one of my documents').count()).toBe(0);
    expect(await theirSheet.getByRole('button', { name: 'Add member' }).count()).toBe(0);
    expect(await theirSheet.getByRole('button', { name: 'Delete project' }).count()).toBe(0);
    const overflow = await viewerPage.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The server agrees: a viewer's removal is refused and the document stays.
    const projectRow = await db
      .selectFrom('projects')
      .select('id')
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    const documentRow = await db
      .selectFrom('documents')
      .select('id')
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    const refused = await viewer.call(
      'DELETE',
      `/projects/${projectRow.id}/documents/${documentRow.id}`,
    );
    expect(refused.status).toBe(403);
    expect(
      await db
        .selectFrom('project_documents')
        .select('documentId')
        .where('projectId', '=', projectRow.id)
        .execute(),
    ).toEqual([{ documentId: documentRow.id }]);

    // The viewer leaves; the owner's open panel refreshes live.
    await theirSheet.getByRole('button', { name: 'Leave the project' }).click();
    await viewerPage.page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Leave project' })
      .click();
    await viewerPage.page.getByText('No projects yet').waitFor();
    await members.getByText('Vic Viewer', { exact: true }).waitFor({ state: 'detached' });
    expect(viewerPage.errors).toEqual([]);
    expect(errors).toEqual([]);
    await viewerContext.close();
    await ownerContext.close();
  });
});
