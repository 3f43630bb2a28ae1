export * from './analytics';
export * from './dates';
export * from './limits';
export * from './market';
export * from './schemas';
