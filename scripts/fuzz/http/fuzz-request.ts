// One generated request, with what the oracles need to judge its answer.
import type { CredentialKind } from './credentials';
import type { Endpoint, HttpMethod } from './endpoints';
import type { FuzzPlayer } from './world';

export type Intent = 'drive' | 'valid' | 'hostile' | 'stray';

export interface FuzzRequest {
  intent: Intent;
  endpoint?: Endpoint;
  method: HttpMethod | 'OPTIONS' | 'HEAD';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Whose token was sent, and how. */
  actor?: FuzzPlayer;
  credential: CredentialKind;
  /** The ids put in the path, to judge ownership after the answer. */
  pathIds: string[];
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on those). */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}
