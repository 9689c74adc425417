// The bare baseline of bench/scale-page.bench.ts: node:http answering every request with
// the page's bytes (BODY_FILE) and headers (HEADERS, JSON) on PORT. Run with the same
// node flags as the app.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const headers = { ...JSON.parse(process.env.HEADERS), 'Content-Length': body.length };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
