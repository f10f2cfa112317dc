import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/accounts';
import { admin, focusIsVisible, openSignedIn } from './support';

const menu = (page: import('@playwright/test').Page, name = 'Main menu') => page.getByRole('navigation', { name }).first();

/** A text of the app in a language, by feature and key (e.g. 'shell', 'menu.label'). */
function textOf(feature: 'shell' | 'settings', language: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(`src/features/${feature}/locales/${language}.json`, 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  return value as string;
}

test.describe('route guards', () => {
  for (const path of ['/', '/patient-home', '/customer/preorders', '/admin', '/settings/appearance']) {
    test(`sends a signed-out visitor from ${path} to sign-in`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/sign-in1$/);
    });
  }

  test('sends a patient away from the admin area to the patient home', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/patient-home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/patient-home$/);
  });

  test('sends an admin from patient pages to /admin and a doctor to /', async ({ browser }) => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openSignedIn(adminPage, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await adminPage.goto('/shopCoins');
    await expect(adminPage).toHaveURL(/\/admin$/);
    await adminPage.goto('/bugReport');
    await expect(adminPage).toHaveURL(/\/admin$/);
    await adminContext.close();

    const doctorContext = await browser.newContext();
    const doctorPage = await doctorContext.newPage();
    await openSignedIn(doctorPage, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
    await doctorPage.goto('/shopCoins');
    await expect(doctorPage).toHaveURL(/\/$/);
    await expect(doctorPage.getByRole('link', { name: 'Doctor Dashboard' }).first()).toBeVisible();
    await doctorPage.goto('/admin');
    await expect(doctorPage).toHaveURL(/\/$/);
    await doctorPage.goto('/customer/preorders');
    await expect(doctorPage).toHaveURL(/\/$/);
    await doctorContext.close();
  });

  test('keeps a customer to the pre-orders, bug report and feedback', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    await page.goto('/shopCoins');
    await expect(page).toHaveURL(/\/customer\/preorders$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/customer\/preorders$/);
    await expect(menu(page).getByRole('link')).toHaveText(['Pre-orders', 'Report a Bug', 'Provide Feedback']);
  });
});

test.describe('menus', () => {
  test('gives the doctor the menu of the spec, with search', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
    const nav = menu(page);
    await expect(nav.getByText('Dashboard', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Doctor Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Patients' }).click();
    await expect(nav.getByRole('link', { name: 'All Patients' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Add Patient' })).toBeVisible();
    await nav.getByRole('button', { name: 'Email' }).click();
    await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
    for (const name of ['Calendar', 'Chat', 'Charts', 'Report a Bug', 'Provide Feedback']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }

    const search = page.getByRole('combobox', { name: 'Search the menu' });
    const results = page.getByRole('list', { name: 'Menu entries found' });
    await search.fill('calen');
    await expect(results.getByRole('link')).toHaveText(['Calendar']);
    await search.fill('no such entry');
    await expect(results).toHaveText('Search Not Found');
    await search.press('Escape');
    await expect(results).toHaveCount(0);

    await nav.getByRole('link', { name: 'Report a Bug' }).click();
    await expect(page).toHaveURL(/\/bugReport$/);
  });

  test('gives the admin the back-office menu and settings without a profile page', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await expect(menu(page).getByRole('link')).toHaveText(['Database', 'Pre-orders', 'Bugs', 'Feedback', 'Reconcile reports', 'Settings']);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('link', { name: 'My Profile' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Settings' }).last().click();
    await expect(page).toHaveURL(/\/admin\/settings\/appearance$/);
  });

  test('offers Order History to the authorised patient only', async ({ browser }) => {
    const patientContext = await browser.newContext();
    const patientPage = await patientContext.newPage();
    await openSignedIn(patientPage, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
    await patientPage.getByRole('button', { name: 'Profile menu' }).click();
    for (const name of ['My Profile', 'Edit Profile', 'Order History', 'Settings']) {
      await expect(patientPage.getByRole('link', { name })).toBeVisible();
    }

    await expect(patientPage.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await patientContext.close();

    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await openSignedIn(customerPage, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    await customerPage.getByRole('button', { name: 'Profile menu' }).click();
    await expect(customerPage.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(customerPage.getByRole('link', { name: 'Order History' })).toHaveCount(0);
    await customerContext.close();
  });

  test('folds the sidebar to mini mode and keeps it after a reload', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.locator('.app-shell')).toHaveClass(/app-shell-mini/);
    await page.reload();
    await expect(page.locator('.app-shell')).toHaveClass(/app-shell-mini/);
    await expect(menu(page).getByRole('link', { name: 'Database' })).toBeVisible();
  });

  test('works by keyboard: sidebar links, top-bar menus opened with Enter and closed with Escape', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Home' })).toBeFocused();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Charts' })).toBeFocused();

    const profile = page.getByRole('button', { name: 'Profile menu' });
    await profile.focus();
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    // The arrow key moves into the menu only once it is open.
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'My Profile' })).toBeHidden();
    await expect(profile).toBeFocused();

    const cart = page.getByRole('button', { name: 'Shopping cart' });
    await cart.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Your shopping cart is empty')).toBeHidden();

    const search = page.getByRole('combobox', { name: 'Search the menu' });
    await search.fill('shop d');
    const match = page.getByRole('list', { name: 'Menu entries found' }).getByRole('link', { name: 'Shop Devices' });
    await expect(match).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(match).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shopDevices$/);
  });

  test('shows the menu as a bar under the top bar when the horizontal menu is chosen', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, '/admin/settings/appearance');
    await page.getByRole('switch', { name: 'Horizontal menu' }).check();
    const bar = page.locator('nav.app-horizontal-menu');
    await expect(bar.getByRole('link')).toHaveText(['Database', 'Pre-orders', 'Bugs', 'Feedback', 'Reconcile reports', 'Settings']);
    await expect(page.locator('.app-sidebar')).toBeHidden();
    // No sidebar to fold: the menu button gives way to the brand.
    await expect(page.getByRole('button', { name: 'Toggle menu' })).toBeHidden();
    await expect(page.locator('.app-topbar').getByText('Texavie')).toBeAttached();
    await bar.getByRole('link', { name: 'Bugs' }).click();
    await expect(page).toHaveURL(/\/admin\/submissions\/bugs\/board$/);
    await page.reload();
    await expect(bar).toBeVisible();
    await page.goto('/admin/settings/appearance');
    await page.getByRole('switch', { name: 'Horizontal menu' }).uncheck();
    await expect(bar).toHaveCount(0);
  });

  test('opens the menu as a drawer on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    await expect(page.getByRole('link', { name: 'Report a Bug' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('link', { name: 'Report a Bug' }).click();
    await expect(page).toHaveURL(/\/bugReport$/);
    await expect(page.getByRole('link', { name: 'Report a Bug' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('top bar', () => {
  test('lists today’s reminders in the bell and marks one read when clicked', async ({ page }) => {
    const { db } = admin();
    // The demo doctor's unread reminder of today's appointment with the demo patient (seeded), among those of his
    // patients in care (what the bell asks for).
    const unread = await db.collection('reminders').where('doctorID', '==', DEMO_ACCOUNTS.doctor.uid).where('isRead', '==', false).where('inCare', '==', true).get();
    const todays = [];
    for (const reminder of unread.docs) {
      const appointment = await db.doc(`appointments/${reminder.get('appointmentID')}`).get();
      if (appointment.get('datetime').toDate().toDateString() === new Date().toDateString()) todays.push(reminder);
    }
    const withPatient = todays.find((reminder) => reminder.get('userID') === DEMO_ACCOUNTS.patient.uid)!;
    expect(withPatient).toBeDefined();

    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    // The reminders' items (the bell also has a line for the triage alerts waiting for review).
    const items = page.locator('.app-topbar-menu.show .dropdown-item:not([data-testid="triage-notification"])');
    // Only today's: the other unread reminders (other days) are not listed.
    await expect(items).toHaveCount(todays.length);
    const triage = page.getByTestId('triage-notification');
    await expect(triage).toHaveText(/^Triage alerts to review: \d+$/);
    const alerts = Number((await triage.innerText()).match(/\d+$/)![0]);
    await expect(bell).toContainText(String(todays.length + alerts));
    for (const text of await items.allInnerTexts()) expect(Array.from(text.trim()).length).toBeLessThanOrEqual(41);
    const item = items.filter({ hasText: 'Liam Carter' });
    await expect(item).toHaveText(/^\d{1,2}:\d{2}\s[AP]M: appointment with Liam Carter$/);
    try {
      await item.click();
      await expect.poll(async () => (await withPatient.ref.get()).get('isRead')).toBe(true);
      await bell.click();
      await expect(items).toHaveCount(todays.length - 1);
      await expect(items.filter({ hasText: 'Liam Carter' })).toHaveCount(0);
    } finally {
      await withPatient.ref.update({ isRead: false });
    }
  });

  test('says there are no notifications or messages for an admin', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('You have no notifications.')).toBeVisible();
    await page.getByRole('button', { name: 'Messages' }).click();
    await expect(page.getByText('You have no messages.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping cart' })).toHaveCount(0);
  });

  test('opens the chat from an unread message', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Messages' }).click();
    await page.locator('.app-topbar-menu.show .dropdown-item').first().click();
    await expect(page).toHaveURL(/\/app\/chat$/);
  });

  test('shows the patient’s cart with taxes and goes to /cart on checkout', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Shopping cart' }).click();
    await expect(page.getByText('Your shopping cart is empty')).toBeVisible();
    await page.evaluate(
      ([key, cart]) => localStorage.setItem(key, cart),
      [`rehab.cart.${DEMO_ACCOUNTS.patient.uid}`, JSON.stringify([{ priceId: 'price_5_sessions', name: '5 sessions', price: 19.5, quantity: 2 }])],
    );
    await page.reload();
    await page.getByRole('button', { name: 'Shopping cart' }).click();
    const preview = page.locator('.app-cart-preview');
    await expect(preview.getByText('$39.00')).toHaveCount(2);
    await expect(preview.getByText('$2.73')).toBeVisible();
    await expect(preview.getByText('$1.95')).toBeVisible();
    await expect(preview.getByText('$43.68')).toBeVisible();
    await preview.getByRole('button', { name: 'One more 5 sessions' }).click();
    await expect(preview.getByText('$65.53')).toBeVisible();
    await preview.getByRole('button', { name: 'One fewer 5 sessions' }).click();
    await expect(preview.getByText('$43.68')).toBeVisible();
    await preview.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(preview).toBeHidden();
    await page.getByRole('button', { name: 'Shopping cart' }).click();
    await preview.getByRole('button', { name: 'Remove 5 sessions' }).click();
    await expect(preview.getByText('Your shopping cart is empty')).toBeVisible();
  });

  test('fixes the header after scrolling 75 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, '/admin/settings/appearance');
    const header = page.locator('.app-topbar');
    await expect(page.getByRole('heading', { name: 'Theme preferences' })).toBeVisible();
    /** Scrolls the window and waits for the next frame, when the scroll has been handled. */
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise((done) => {
            window.scrollTo(0, top);
            requestAnimationFrame(done);
          }),
        y,
      );
    await scrollTo(60);
    await expect(header).not.toHaveClass(/app-topbar-fixed/);
    await scrollTo(90);
    await expect(header).toHaveClass(/app-topbar-fixed/);
    // It stays at the top of the window while the page scrolls under it.
    expect((await header.boundingBox())!.y).toBe(0);
    await scrollTo(0);
    await expect(header).not.toHaveClass(/app-topbar-fixed/);
  });
});

test.describe('appearance and language', () => {
  test('keeps a chosen dark theme across a reload', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, '/admin/settings');
    await expect(page).toHaveURL(/\/admin\/settings\/appearance$/);
    await expect(page.getByRole('heading', { name: 'Theme preferences' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Theme mode' }).selectOption({ label: 'Select a theme' });
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(page.getByTestId('theme-card-night').getByText('Active')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('follows the system theme while syncing, also when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, '/admin/settings/appearance');
    await expect(page.getByRole('combobox', { name: 'Theme mode' })).toHaveValue('sync');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(page.getByTestId('theme-card-light').getByText('Active')).toBeVisible();
  });

  test('switches to Arabic right-to-left and keeps it across a reload', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.doctor.email, DEMO_PASSWORD, '/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'الإعدادات' })).toBeVisible();
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تفضيلات السمة' })).toBeVisible();
    await expect(page.locator('link[data-bootstrap-dir]')).toHaveAttribute('data-bootstrap-dir', 'rtl');
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Préférences de thème' })).toBeVisible();
  });

  test('lays the shell out right to left in Arabic', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.patient.email, DEMO_PASSWORD, '/settings/appearance');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const viewport = page.viewportSize()!;
    const sidebar = (await page.locator('.app-sidebar').boundingBox())!;
    const content = (await page.locator('#main-content').boundingBox())!;
    expect(sidebar.x).toBeGreaterThan(content.x);
    expect(sidebar.x + sidebar.width).toBeGreaterThan(viewport.width - 20);
    await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الرئيسية' })).toBeVisible();

    // The profile menu, at the left end of the bar, opens towards the page, lined up with its button.
    const profile = page.getByRole('button', { name: 'قائمة الملف الشخصي' });
    await profile.click();
    const toggle = (await profile.boundingBox())!;
    const dropdown = (await page.locator('.dropdown-menu.show').boundingBox())!;
    expect(dropdown.x).toBeGreaterThanOrEqual(0);
    expect(Math.abs(dropdown.x - toggle.x)).toBeLessThan(2);
    await page.keyboard.press('Escape');

    // Direction arrows point the other way.
    await page.goto('/error/404');
    const transform = await page.locator('.bi-arrow-left').evaluate((icon) => getComputedStyle(icon).transform);
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  test('switches among all six languages from the top bar, the shell translated in each', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.customer.email, DEMO_PASSWORD);
    const html = page.locator('html');
    let current = 'en';
    for (const language of ['ar', 'zh', 'hi', 'el', 'fr', 'en']) {
      // The button is named by its label and the current language's name.
      await page.getByRole('banner').getByRole('button', { name: textOf('settings', current, 'language') }).click();
      await page.locator(`.dropdown-menu.show [lang="${language}"]`).click();
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const shell = (key: string) => textOf('shell', language, key);
      await expect(menu(page, shell('menu.label')).getByRole('link')).toHaveText(
        ['menu.preorders', 'menu.reportBug', 'menu.provideFeedback'].map(shell),
      );
      await expect(page.getByRole('combobox', { name: shell('search.label') })).toBeVisible();
      await expect(page.getByRole('button', { name: shell('profile.menu') })).toBeVisible();
      current = language;
    }
  });

  test('applies a colour set', async ({ page }) => {
    await openSignedIn(page, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, '/admin/settings/appearance');
    await page.getByRole('radio', { name: 'Emerald' }).check();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--app-primary'))).toBe('rgb(43, 138, 62)');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Emerald' })).toBeChecked();
  });
});

test.describe('public pages', () => {
  test('shows the 404 page for unknown paths and goes back', async ({ page }) => {
    await page.goto('/auth/sign-in1');
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { name: 'Oops! This Page is Not Found.' })).toBeVisible();
    await expect(page.getByText('The requested page dose not exist.')).toBeVisible();
    await expect(page.getByRole('img', { name: '404' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
  });

  test('shows the server error image for other codes', async ({ page }) => {
    await page.goto('/error/500');
    await expect(page.getByRole('img', { name: '500' })).toBeVisible();
  });

  test('shows the FAQ and the terms', async ({ page }) => {
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveText('Copyright © 2024 Texavie. All rights reserved.');
    await page.goto('/pages/terms');
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
  });

  test('shows the template pages: lock screen, confirm-mail, coming soon and maintenance', async ({ page }) => {
    await page.goto('/auth/lock-screen1');
    await expect(page.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in1$/);
    await page.goto('/auth/confirm-mail1');
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.goto('/pages/coming-soon');
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    await page.goto('/pages/maintenance');
    await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  });

  test('fades the loader in over 300 ms', async ({ page }) => {
    // The suite runs with reduced motion (playwright.config.ts), under which the loader shows at once.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/pages/faq');
    const animation = await page.evaluate(() => {
      const loader = document.createElement('div');
      loader.className = 'page-loader';
      document.body.append(loader);
      const { animationName, animationDuration } = getComputedStyle(loader);
      return { animationName, animationDuration };
    });
    expect(animation).toEqual({ animationName: 'page-loader-fade-in', animationDuration: '0.3s' });
  });
});
