import { z } from 'zod';

export const ValidatePasswordRequest = z.object({ password: z.string().max(1024) });
export const ValidatePasswordResponse = z.object({ valid: z.boolean() });
export type ValidatePasswordResponse = z.infer<typeof ValidatePasswordResponse>;

// The admin answer (the settings of docs/game-rules.md#settings, then the backup players'
// profile) is derived from the one declaration of the settings.
export { ADMIN_CONFIG_KEYS, AdminConfig } from '../settings/admin-config';
