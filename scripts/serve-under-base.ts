// Serves a built site under its base path, as a static host serves a project site
// (https://host/mtg-rules/…): node scripts/serve-under-base.ts DIR BASE PORT. Anything outside the
// base, and any missing file, is answered with the site's 404 page and status 404.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { normaliseBase, withoutBase } from './model/base-path.ts';

const [dir = 'dist', base = '/', port = '4330'] = process.argv.slice(2);
const prefix = normaliseBase(base);
const files = sirv(dir, { dev: false, etag: false });
const notFound = readFileSync(join(dir, '404.html'));
const missing = (res: import('node:http').ServerResponse) => {
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(notFound);
};
createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://site');
  const path = withoutBase(url.pathname, prefix);
  if (path === null) return missing(res);
  req.url = `${path}${url.search}`;
  files(req, res, () => missing(res));
}).listen(Number(port), '127.0.0.1');
