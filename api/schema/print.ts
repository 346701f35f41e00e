// `npm run schema:print`: writes schema.graphql from the Pothos schema (CI checks it is fresh).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../config.js';
import { printedSchema } from './index.js';

writeFileSync(path.join(projectRoot, 'schema.graphql'), printedSchema());
console.log('schema.graphql atualizado');
