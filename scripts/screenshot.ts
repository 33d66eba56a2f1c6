// npm run screenshot -- PATH [WIDTH] [light|dark] [SELECTOR]: serves dist/ on a spare local port
// and saves a screenshot of one page (after scrolling SELECTOR into view) in Debian's Chromium,
// to look at a page as a reader would. Writes test-results/screenshots/<name>.png.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [path = '/', width = '1280', scheme = 'light', selector] = process.argv.slice(2);
const port = 4339;
const server = spawn('sirv', ['dist', '--host', '127.0.0.1', '--port', String(port), '--quiet'], {
  stdio: 'ignore',
});
try {
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 900 },
    colorScheme: scheme === 'dark' ? 'dark' : 'light',
  });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  mkdirSync('test-results/screenshots', { recursive: true });
  const out = `test-results/screenshots/${decodeURIComponent(path).replace(/[^\p{L}\p{N}.-]+/gu, '_')}-${width}-${scheme}.png`;
  await page.screenshot({ path: out });
  await browser.close();
  console.log(out);
} finally {
  server.kill();
}
