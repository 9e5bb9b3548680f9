/** Writes resources/sandbox/fixtures.json, the index of the sandbox's demo data (a test checks it is current). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateWorld } from '../src-sandbox/demo/generate-world';
import { buildFixturesIndex } from '../src-sandbox/demo/fixtures-index';

const target = process.argv[2] ?? 'resources/sandbox/fixtures.json';
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(buildFixturesIndex(generateWorld()), null, 2) + '\n');
console.log(`Fixtures escritos em ${target}`);
