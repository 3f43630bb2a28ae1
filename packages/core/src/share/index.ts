export * from './snapshot';
export * from './calculator-query';
export * from './schemas';
