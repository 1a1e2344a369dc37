// A round screen's answer to a submitted phrase: the success message, or an error alert (the
// prompt is random, so a scenario tries the phrases of its list until the server takes one).
import type { Page } from 'playwright-core';

export function submissionOutcome(page: Page): Promise<'ok' | 'refused'> {
  return Promise.race([
    page
      .getByText('Returning to dashboard...')
      .waitFor()
      .then(() => 'ok' as const),
    page
      .getByRole('alert')
      .waitFor()
      .then(() => 'refused' as const),
  ]);
}
