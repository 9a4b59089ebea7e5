// Contracts of the material area (商品管理); each resource in its own file, re-exported here.
export * from './material-category.js';
export * from './material-attribute.js';
export * from './material-property.js';
export * from './material.js';
export * from './color-yarn-ratio.js';
export * from './material-batch.js';
