// Contracts of the stock bills area (单据); each contract in its own file, re-exported here.
export * from './bill-kind-types.js';
export * from './bill-kinds.js';
export * from './bill-kind-rules.js';
export * from './bill-errors.js';
export * from './bill-input.js';
