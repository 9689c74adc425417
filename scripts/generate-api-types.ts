// npm run api:types: writes the web app's API types from the document the app serves.
import { writeFileSync } from 'node:fs';
import {
  renderWebApiTypes,
  WEB_API_TYPES_PATH,
} from '../src/server/platform/openapi/render-web-api-types';
import { startTestServer } from '../tests/support/test-server';

const server = await startTestServer();
try {
  const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
  writeFileSync(WEB_API_TYPES_PATH, await renderWebApiTypes(document));
  console.log(`Wrote ${WEB_API_TYPES_PATH}`);
} finally {
  await server.close();
}
