// Cheerful lines shown after a phrase is accepted; one is picked at random each time.
export const SUCCESS_MESSAGES = [
  'Great phrase! Submitted.',
  'Nicely done! Your phrase is in.',
  'Brilliant! Let’s see who gets fooled.',
  'Submitted! That one has style.',
  'Clever! Your phrase is on its way.',
] as const;

export function randomSuccessMessage(random: () => number = Math.random): string {
  const index = Math.min(
    SUCCESS_MESSAGES.length - 1,
    Math.floor(random() * SUCCESS_MESSAGES.length),
  );
  return SUCCESS_MESSAGES[index] ?? SUCCESS_MESSAGES[0];
}
