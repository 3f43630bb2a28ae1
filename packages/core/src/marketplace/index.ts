export * from './schemas';
export * from './as-export';
export * from './ledger-as-statement';
// The tests' ledger writer (the app's bundles leave it out: nothing there imports it).
export { generatedLedger, unknownLedgerEntry, type LedgerFixture } from './ledger-fixture';
