// The game's rules as pure functions: no database, no I/O, no clock. Callers pass the settings
// subset each function names and the current time.
export * from './payouts';
export * from './voting-window';
export * from './vote-priority';
export * from './round-expiry';
export * from './quests';
export * from './statistics';
export * from '../../../shared/tutorial';
