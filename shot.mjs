import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [url, name, w, h, scheme, sel] = process.argv.slice(2);
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
await p.goto('http://127.0.0.1:4330' + url);
if (sel) await p.locator(sel).first().scrollIntoViewIfNeeded();
await p.waitForTimeout(500);
await p.screenshot({ path: `/tmp/${name}.png` });
await b.close();
