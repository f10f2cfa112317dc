import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in page and waits for the landing page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/sign-in1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/sign-in1/);
}
