export * from './helpers';
export * from './presets';
