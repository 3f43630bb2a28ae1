// The busy shop's sold order items export of any size: the benchmarks read the same file the browser journey drops.
export { soldOrderItemsCsv } from '@margin/e2e/busy-shop-csv';
