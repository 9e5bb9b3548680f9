/** Writes the generated OpenAPI document to docs/openapi.json (for reviewers and linting). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src-shared/contract/openapi';

const target = process.argv[2] ?? 'docs/openapi.json';
mkdirSync(target.replace(/\/[^/]+$/, ''), { recursive: true });
writeFileSync(target, JSON.stringify(buildOpenApiDocument(), null, 2) + '\n');
console.log(`OpenAPI escrito em ${target}`);
