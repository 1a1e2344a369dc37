// The whole database schema: drizzle-kit generates the SQL migrations from this module.
export * from './players';
export * from './refresh-tokens';
export * from './ledger';
export * from './prompts';
export * from './rounds';
export * from './phrasesets';
export * from './votes';
export * from './activity';
export * from './phraseset-views';
export * from './prompt-feedback';
export * from './quests';
export * from './rate-limit-windows';
