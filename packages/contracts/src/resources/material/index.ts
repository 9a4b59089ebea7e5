// Contracts of the material area (商品管理); each resource in its own file, re-exported here.
export {};
