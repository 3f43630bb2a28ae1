export * from './schemas';
export * from './as-export';
