export * from './snapshot';
export * from './schemas';
