// A share link pasted in a chat previews with the document's title (escaped), and the
// page asks search engines to stay away; an unknown link gets the plain shell.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import { insertDocument, usernameOf } from '../../../../../tests/support/document-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  // Builds dist/web only when it is missing or older than its sources.
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  server = await startTestServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('the shared document page’s HTML', () => {
  it('carries the title and sharing tags, escaped, and noindex', async () => {
    const owner = await signUpApiUser(server, 'shell-doc');
    await server.database.db
      .updateTable('profiles')
      .set({ displayName: 'Ada <Owner>' })
      .where('userId', '=', owner.id)
      .execute();
    const document = await insertDocument(server, owner.id, { title: 'Q3 <b>plan</b> & $& co' });
    const link = await owner.call('POST', `/documents/${document.id}/links`, { label: 'Jane' });
    expect(link.status).toBe(201);
    const username = await usernameOf(server, owner);

    const response = await fetch(`${server.url}/d/${username}/${link.body.code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    const title = 'Q3 &lt;b&gt;plan&lt;/b&gt; &amp; $&amp; co | shared by Ada &lt;Owner&gt;';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<b>plan</b>');
  });

  it('gives an unknown link the plain shell with a 404, still noindex', async () => {
    const owner = await signUpApiUser(server, 'shell-doc-x');
    const username = await usernameOf(server, owner);
    const response = await fetch(`${server.url}/d/${username}/AAAAAAAAAAAAAAAAAAAAAA`);
    // The page's script shows "Document Not Found"; link checkers and previews hear it.
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('og:title');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
