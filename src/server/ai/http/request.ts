import type { PhraseRules } from '../../game/validation';

/** What an HTTP backup player needs; the factory builds it from the settings. */
export interface HttpProviderOptions {
  apiKey: string;
  model: string;
  /** Without a trailing slash; tests point it at a local fake server. */
  baseUrl: string;
  timeoutMs: number;
  /** For the limits stated in the copy instructions. */
  rules: PhraseRules;
}

/** Why a model's answer could not be used; reported with each fallback to offline. */
export type ProviderFailure =
  'timeout' | 'http_status' | 'network' | 'bad_response' | 'invalid_answer';

export class ProviderRequestError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderRequestError('bad_response', 'The answer is not JSON');
  }
}

/**
 * POSTs a JSON body and returns the parsed JSON answer. The timeout covers the whole
 * exchange, reading the answer included: a server that sends headers and then stalls
 * must not hold a backup player beyond `ai_timeout_seconds`.
 */
export async function postJson(
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) {
      throw new ProviderRequestError('http_status', `HTTP ${response.status}`);
    }
    return parseJson(await response.text());
  } catch (error) {
    if (error instanceof ProviderRequestError) throw error;
    if (controller.signal.aborted) {
      throw new ProviderRequestError('timeout', `No answer within ${options.timeoutMs} ms`);
    }
    throw new ProviderRequestError(
      'network',
      error instanceof Error ? error.message : String(error),
    );
  } finally {
    clearTimeout(timer);
  }
}
