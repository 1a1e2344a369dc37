export * from './channel-names';
export * from './channels';
export * from './events';
export * from './window-api';
