/**
 * Whether any string in a JSON-like value (keys included) holds a NUL character. PostgreSQL
 * text cannot store one: a NUL reaching a query fails it, so both the server and the desktop
 * app's IPC check refuse such input at the door instead.
 */
export function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNulCharacter(item, depth + 1),
  );
}
