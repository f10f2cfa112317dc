/**
 * `npx tsx scripts/app-icons.ts`: draws the installable app's icons
 * (public/pwa-192.png, pwa-512.png, pwa-maskable-512.png and
 * apple-touch-icon.png) from public/favicon.svg, in headless Chromium. The
 * maskable icon fills its square with the logo's blue and keeps the drawing
 * inside the middle 60 %, the zone a launcher's mask never cuts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOGO_BLUE = '#3a57e8';

const logo = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const svgUrl = `data:image/svg+xml,${encodeURIComponent(logo)}`;

const icons = [
  { file: 'pwa-192.png', size: 192, maskable: false },
  { file: 'pwa-512.png', size: 512, maskable: false },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'pwa-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawing = maskable ? Math.round(size * 0.6) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? LOGO_BLUE : 'transparent'}">` +
        `<img src="${svgUrl}" width="${drawing}" height="${drawing}"></body>`,
    );
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: !maskable });
    await page.close();
    console.info(`public/${file}`);
  }
} finally {
  await browser.close();
}
