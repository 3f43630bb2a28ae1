export * from './countries/countries';
export * from './countries/schemas';
