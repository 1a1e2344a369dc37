export * from './channel-names';
export * from './channels';
export * from './events';
export * from './results';
export * from './window-api';
