// Preloaded into Electron's installer by scripts/electron-install.ts. When the download cannot
// connect, fetch rejects with just "fetch failed": the address and the cause (refused, unknown
// host, certificate...) sit in properties that the stack the installer prints leaves out. This
// rethrows with both in the message, so the one line `npm start` shows says where and why.
const fetchAsIs = globalThis.fetch;

const causeOf = (error: unknown): string => {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
};

globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
  try {
    return await fetchAsIs(...args);
  } catch (error) {
    const [input] = args;
    const url = input instanceof Request ? input.url : String(input);
    throw new Error(`could not reach ${url} (${causeOf(error)})`, { cause: error });
  }
};
