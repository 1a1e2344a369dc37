/**
 * Text clean-up shared by every phrase check. docs/game-rules.md#phrase-validation applies all
 * rules "on the trimmed text, with runs of spaces collapsed", so this is the single place that
 * defines what that text is.
 */

/**
 * Trims and collapses runs of spaces but keeps the player's characters and case: the
 * letters-only check must run before upper-casing, because `toUpperCase` turns some
 * non-ASCII letters into ASCII ones ('ß' → 'SS', 'ı' → 'I') and would let them through.
 */
export function collapseSpaces(text: string): string {
  return text.trim().replace(/ {2,}/g, ' ');
}

/** The canonical stored form of a phrase: collapsed and upper case. */
export function normalizePhrase(text: string): string {
  return collapseSpaces(text).toUpperCase();
}

/** Splits an already normalised phrase into its words. */
export function splitWords(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Upper-case words of free text such as a prompt ("My dog's name is"). Anything that is
 * not a letter separates words, so punctuation never hides a word from the comparisons.
 */
export function extractLetterWords(text: string): string[] {
  return text
    .split(/[^A-Za-z]+/)
    .filter((word) => word !== '')
    .map((word) => word.toUpperCase());
}
