export * from './analytics';
export * from './dates';
export * from './insight-schemas';
export * from './limits';
export * from './market';
export * from './schemas';
