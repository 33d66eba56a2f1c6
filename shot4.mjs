import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 800, height: 700 } });
await p.goto('http://127.0.0.1:4330/diff/2004-10-01/2008-10-01/5/');
await p.locator('[id="d-506.5-移動"]').scrollIntoViewIfNeeded();
await p.screenshot({ path: '/tmp/diff.png' });
await b.close();
