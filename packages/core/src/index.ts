export * from './countries/countries';
