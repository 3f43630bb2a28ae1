export * from './helpers';
export * from './presets';
export * from './after-fees';
