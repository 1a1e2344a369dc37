/**
 * A server fault as it may be logged. Drizzle's query errors carry the statement's parameters
 * (password hashes, refresh-token hashes, emails) in their message, their stack and a `params`
 * field, all of which the logger would write out: those are cut, keeping the statement, the
 * database's own message and its SQLSTATE code.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const cut = (text: string | undefined) =>
    text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    message: cut(error.message),
    stack: cut(error.stack),
    cause: cause && {
      type: cause.name,
      message: cause.message,
      code: (cause as { code?: unknown }).code,
    },
  };
}
