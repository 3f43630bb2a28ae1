export * from './policy';
export * from './schemas';
