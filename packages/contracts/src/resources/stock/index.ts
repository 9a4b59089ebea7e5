// Contracts of the stock bills area (单据); each contract in its own file, re-exported here.
export * from './bill-kinds.js';
export * from './bill-errors.js';
export * from './bill-input.js';
