import fs from 'node:fs';
import { GENERATED_FILE, generateDbTypes } from './db-types.js';

// `npm run db:types`: rewrites the generated database types after a migration was added.
fs.writeFileSync(GENERATED_FILE, await generateDbTypes());
console.log(`已生成 ${GENERATED_FILE}`);
