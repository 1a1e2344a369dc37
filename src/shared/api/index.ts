// The HTTP contract of docs/api.md, written once: the server validates with these schemas and
// publishes them as OpenAPI; the desktop app and renderer use their inferred types.
export * from './common';
export * from './errors';
export * from './endpoints';
export * from './auth';
export * from './player';
export * from './rounds';
export * from './phrasesets';
export * from './dashboard';
export * from './statistics';
export * from './quests';
export * from './tutorial';
export * from './admin';
