import { z } from 'zod';
import { Coins, Id } from './common';

// Email and password are optional in the schemas so that the server answers a missing one
// with the app's message ("Please provide an email address.") instead of a generic
// schema error; the commands check them.
export const LoginRequest = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const RegisterRequest = z.object({
  username: z.string().max(100).nullish(),
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RefreshRequest = z.object({ refresh_token: z.string().max(512).nullish() }).nullish();
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  player_id: Id,
  username: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

export const RegisterResponse = TokenResponse.extend({
  balance: Coins,
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const SuggestUsernameResponse = z.object({ suggested_username: z.string() });
export type SuggestUsernameResponse = z.infer<typeof SuggestUsernameResponse>;

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('connected'),
  engine: z.enum(['pglite', 'postgres']),
  version: z.string(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
