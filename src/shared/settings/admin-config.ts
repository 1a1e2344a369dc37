// The admin answer's schema, derived from the game settings' declarations.
import { z } from 'zod';
import { GAME_SETTINGS, GAME_SETTING_NAMES } from './game-settings';
import { settingAnswer, type SettingValue } from './setting-schemas';

type GameSettings = typeof GAME_SETTINGS;
type AnswerShape = {
  [Name in keyof GameSettings]: GameSettings[Name]['admin']['later'] extends true
    ? z.ZodOptional<z.ZodType<SettingValue<GameSettings[Name]>>>
    : z.ZodType<SettingValue<GameSettings[Name]>>;
};

/** The admin answer: every game setting, nothing secret. */
export const AdminConfig = z.object(
  Object.fromEntries(
    GAME_SETTING_NAMES.map((name) => {
      const setting = GAME_SETTINGS[name];
      const answer = settingAnswer(setting);
      return [name, setting.admin.later ? answer.optional() : answer];
    }),
  ) as AnswerShape,
);
export type AdminConfig = z.infer<typeof AdminConfig>;
export const ADMIN_CONFIG_KEYS: readonly (keyof AdminConfig)[] = GAME_SETTING_NAMES;
