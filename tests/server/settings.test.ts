import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONFIG_KEYS } from '../../src/shared/api/admin';
import { loadSettings, SettingsError, toAdminConfig } from '../../src/server/settings';

const SECRETS = {
  token_secret: 'a-token-secret-of-at-least-thirty-two-chars',
  admin_password: 'admin-password',
};
const freshDataDir = () => mkdtempSync(join(tmpdir(), 'copycat-settings-'));

describe('settings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds every default of docs/game-rules.md#settings', () => {
    const settings = loadSettings({}, { ...SECRETS, data_dir: freshDataDir() });
    expect(toAdminConfig(settings)).toEqual({
      starting_balance: 5000,
      daily_bonus_amount: 100,
      prompt_cost: 100,
      copy_cost_normal: 50,
      copy_cost_discount: 45,
      copy_discount_threshold: 10,
      vote_cost: 10,
      vote_payout_correct: 20,
      prize_pool_base: 200,
      abandoned_penalty: 5,
      max_outstanding_quips: 10,
      prompt_round_seconds: 180,
      copy_round_seconds: 180,
      vote_round_seconds: 60,
      grace_period_seconds: 5,
      vote_max_votes: 20,
      vote_closing_threshold: 5,
      vote_closing_window_seconds: 60,
      vote_minimum_threshold: 3,
      vote_minimum_window_seconds: 600,
      phrase_min_words: 2,
      phrase_max_words: 5,
      phrase_max_length: 100,
      phrase_min_char_per_word: 2,
      phrase_max_char_per_word: 15,
      significant_word_min_length: 4,
      ai_provider: 'offline',
      ai_openai_model: 'gpt-5-nano',
      ai_gemini_model: 'gemini-2.5-flash-lite',
      ai_backup_delay_minutes: 15,
      ai_timeout_seconds: 30,
      // The backup profile's settings, hosted: today's behaviour.
      game_profile: 'hosted',
      ai_backup_enabled: true,
      ai_backup_votes_up_to: 'minimum',
      ai_backup_supply_prompts: 0,
      ai_backup_supply_sets: 0,
      ai_backup_spend_cap_per_hour: 0,
      ai_backup_vote_accuracy_percent: 0,
    });
    expect(Object.keys(toAdminConfig(settings))).toHaveLength(38);
    expect(ADMIN_CONFIG_KEYS).toHaveLength(38);
    expect(settings).toMatchObject({ port: 8080, host: '0.0.0.0', base_path: '' });
    expect(settings.database_url).toBeUndefined();
  });

  it('reads UPPER_SNAKE environment variables, converted to each setting type', () => {
    const settings = loadSettings(
      {
        STARTING_BALANCE: '250',
        VOTE_COST: ' 12 ',
        AI_PROVIDER: 'gemini',
        PORT: '0',
        COOKIE_SECURE: 'true',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        DATABASE_URL: 'postgres://user@db.example/copycat',
        BASE_PATH: '/api',
        GEMINI_API_KEY: 'key-123',
        TOKEN_SECRET: SECRETS.token_secret,
        ADMIN_PASSWORD: SECRETS.admin_password,
        DATA_DIR: freshDataDir(),
      },
      {},
    );
    expect(settings).toMatchObject({
      starting_balance: 250,
      vote_cost: 12,
      ai_provider: 'gemini',
      port: 0,
      cookie_secure: true,
      cors_origins: ['https://a.example', 'https://b.example'],
      database_url: 'postgres://user@db.example/copycat',
      base_path: '/api',
      gemini_api_key: 'key-123',
      token_secret: SECRETS.token_secret,
      admin_password: SECRETS.admin_password,
    });
  });

  it('lets programmatic overrides win over the environment', () => {
    const settings = loadSettings(
      { VOTE_COST: '12' },
      { ...SECRETS, data_dir: freshDataDir(), vote_cost: 7 },
    );
    expect(settings.vote_cost).toBe(7);
  });

  it.each([
    ['VOTE_COST', 'abc'],
    ['VOTE_COST', '-3'],
    ['PROMPT_ROUND_SECONDS', '1.5'],
    ['AI_PROVIDER', 'skynet'],
    ['COOKIE_SECURE', 'maybe'],
    ['PORT', '70000'],
    ['BASE_PATH', 'api/'],
    ['DATABASE_URL', 'mysql://x'],
    ['CORS_ORIGINS', 'not a url'],
  ])('refuses a bad %s (%s) with an error naming the variable', (variable, value) => {
    const load = () =>
      loadSettings({ [variable]: value }, { ...SECRETS, data_dir: freshDataDir() });
    expect(load).toThrow(SettingsError);
    expect(load).toThrow(variable);
  });

  it('names an invalid override and refuses unknown settings', () => {
    expect(() => loadSettings({}, { ...SECRETS, data_dir: freshDataDir(), vote_cost: -1 })).toThrow(
      'setting vote_cost',
    );
    expect(() =>
      loadSettings({}, { ...SECRETS, data_dir: freshDataDir(), ...{ vote_kost: 1 } }),
    ).toThrow('vote_kost');
  });

  it('checks settings against each other', () => {
    expect(() =>
      loadSettings({ COPY_COST_DISCOUNT: '60' }, { ...SECRETS, data_dir: freshDataDir() }),
    ).toThrow('COPY_COST_DISCOUNT');
  });

  it('never prints secret values in errors', () => {
    expect(() =>
      loadSettings(
        { TOKEN_SECRET: 'short-secret', ADMIN_PASSWORD: 'x' },
        { data_dir: freshDataDir() },
      ),
    ).toThrow(/TOKEN_SECRET[^]*value hidden/);
    try {
      loadSettings({ TOKEN_SECRET: 'short-secret' }, { data_dir: freshDataDir() });
    } catch (error) {
      expect(String(error)).not.toContain('short-secret');
    }
  });

  it('requires the token secret and the admin password in production', () => {
    const dataDir = freshDataDir();
    expect(() => loadSettings({ NODE_ENV: 'production' }, { data_dir: dataDir })).toThrow(
      'TOKEN_SECRET and ADMIN_PASSWORD must be set when NODE_ENV=production',
    );
    expect(() =>
      loadSettings(
        { NODE_ENV: 'production', TOKEN_SECRET: SECRETS.token_secret },
        { data_dir: dataDir },
      ),
    ).toThrow('ADMIN_PASSWORD must be set');
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
    const settings = loadSettings(
      {
        NODE_ENV: 'production',
        TOKEN_SECRET: SECRETS.token_secret,
        ADMIN_PASSWORD: SECRETS.admin_password,
      },
      { data_dir: dataDir },
    );
    expect(settings.admin_password).toBe(SECRETS.admin_password);
  });

  it('refuses an admin password equal to the token secret', () => {
    const same = SECRETS.token_secret;
    expect(() =>
      loadSettings({ TOKEN_SECRET: same, ADMIN_PASSWORD: same }, { data_dir: freshDataDir() }),
    ).toThrow('ADMIN_PASSWORD must differ from TOKEN_SECRET');
  });

  it('in development generates the secrets once, keeps them in the data folder and prints the admin password', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const dataDir = freshDataDir();
    const first = loadSettings({ DATA_DIR: dataDir }, {});
    const second = loadSettings({ DATA_DIR: dataDir }, {});
    expect(first.token_secret.length).toBeGreaterThanOrEqual(32);
    expect(first.admin_password).not.toBe(first.token_secret);
    expect(second.token_secret).toBe(first.token_secret);
    expect(second.admin_password).toBe(first.admin_password);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual({
      token_secret: first.token_secret,
      admin_password: first.admin_password,
    });
    expect(info).toHaveBeenCalledWith(expect.stringContaining(first.admin_password));
  });

  it('does not generate or print an admin password when ADMIN_PASSWORD is set', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const settings = loadSettings(
      { ADMIN_PASSWORD: 'chosen-password' },
      { data_dir: freshDataDir() },
    );
    expect(settings.admin_password).toBe('chosen-password');
    expect(info).not.toHaveBeenCalled();
  });
});

describe('game profiles', () => {
  const solo = {
    ai_backup_delay_minutes: 1,
    ai_backup_votes_up_to: 'closing',
    ai_backup_supply_prompts: 3,
    ai_backup_supply_sets: 3,
    ai_backup_spend_cap_per_hour: 5000,
    ai_backup_vote_accuracy_percent: 65,
  };

  it('GAME_PROFILE=solo (as the embedded server is started) selects the solo defaults', () => {
    const settings = loadSettings(
      { GAME_PROFILE: 'solo' },
      { ...SECRETS, data_dir: freshDataDir() },
    );
    expect(toAdminConfig(settings)).toMatchObject({ game_profile: 'solo', ...solo });
    // Everything the profile does not name keeps the built-in default.
    expect(settings).toMatchObject({ vote_closing_window_seconds: 60, prompt_cost: 100 });
  });

  it('the override game_profile: solo does the same, and wins over the environment', () => {
    const settings = loadSettings(
      { GAME_PROFILE: 'hosted' },
      { ...SECRETS, data_dir: freshDataDir(), game_profile: 'solo' },
    );
    expect(settings).toMatchObject({ game_profile: 'solo', ...solo });
  });

  it('any value set explicitly wins over the profile, from the environment or an override', () => {
    const settings = loadSettings(
      { GAME_PROFILE: 'solo', AI_BACKUP_DELAY_MINUTES: '7' },
      { ...SECRETS, data_dir: freshDataDir(), ai_backup_supply_sets: 0 },
    );
    expect(settings).toMatchObject({
      ai_backup_delay_minutes: 7,
      ai_backup_supply_sets: 0,
      ai_backup_supply_prompts: 3,
    });
  });

  it('hosted is the default and keeps the built-in values', () => {
    const settings = loadSettings({}, { ...SECRETS, data_dir: freshDataDir() });
    expect(settings).toMatchObject({ game_profile: 'hosted', ai_backup_delay_minutes: 15 });
  });

  it('names GAME_PROFILE when it is not a profile', () => {
    expect(() =>
      loadSettings({ GAME_PROFILE: 'party' }, { ...SECRETS, data_dir: freshDataDir() }),
    ).toThrow(/GAME_PROFILE: .*"party"/);
    expect(() =>
      loadSettings({ AI_BACKUP_VOTES_UP_TO: 'all' }, { ...SECRETS, data_dir: freshDataDir() }),
    ).toThrow(/AI_BACKUP_VOTES_UP_TO/);
  });
});
