// Contracts of the stock bills area (单据); each contract in its own file, re-exported here.
export {};
