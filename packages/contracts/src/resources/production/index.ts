// Contracts of the production area (生产管理, docs/manufacturing.md).
export * from './material-bom.js';
