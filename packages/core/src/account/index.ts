export * from './access';
export * from './credentials';
export * from './passwords';
export * from './schemas';
export * from './permissions';
export * from './earlier-data';
