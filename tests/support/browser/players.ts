// Drives the landing page the way a player does.
import type { Page } from 'playwright-core';
import type { AppCore } from '../../../src/main/core/create-app-core';

let counter = 0;

/**
 * An email prefix that gives a username as long as usernames go: its first 26 letters and 4
 * digits make 30 characters, in some of the widest letters.
 */
export const LONGEST_USERNAME_PREFIX = 'maximilianwolfgangmontgomery';

/** A fresh, unique account for each call. */
export function newAccount(prefix = 'player'): { email: string; password: string } {
  counter += 1;
  return {
    email: `${prefix}${Date.now() % 100_000}${counter}@example.com`,
    password: 'correct-horse-42',
  };
}

function form(page: Page, title: 'Create account' | 'Returning player') {
  return page.getByRole('form', { name: title });
}

export async function register(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const card = form(page, 'Create account');
  await card.getByLabel('Email').fill(account.email);
  await card.getByLabel('Password').fill(account.password);
  await card.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * Registers by keyboard alone from the Create account form's Email field, which has focus:
 * the email, Tab, the password, Enter; done once the dashboard is open.
 */
export async function registerByKeyboard(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/#\/dashboard$/);
}

export async function login(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  const card = form(page, 'Returning player');
  await card.getByLabel('Email').fill(account.email);
  await card.getByLabel('Password').fill(account.password);
  await card.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Registers and lands on the dashboard, declining the tutorial when the welcome modal is
 * offered (it is only offered once the server answers the tutorial status).
 */
export async function registerAndSkipTutorial(
  page: Page,
  core: AppCore,
  account = newAccount(),
): Promise<{ email: string; password: string }> {
  await register(page, account);
  await page.waitForURL(/#\/dashboard$/);
  const status = await core.invoke('tutorial:status', undefined);
  if (status.ok) await page.getByRole('button', { name: 'No Thanks' }).click();
  await page.getByRole('heading', { name: 'Start a Round' }).waitFor();
  return account;
}
