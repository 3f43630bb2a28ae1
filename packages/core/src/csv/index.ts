export * from './templates';
export * from './read';
export * from './headers';
export * from './values';
export * from './table';
export * from './write';
export * from './value-problems';
export * from './read-problems';
