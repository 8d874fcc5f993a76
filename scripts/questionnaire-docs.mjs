#!/usr/bin/env node
// Writes docs/questionnaires.md from the questionnaire definitions (ADR 011). Run after changing a definition:
// `npm run docs:questionnaires` (runs under tsx, which loads the domain's TypeScript). The domain test
// docs.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderQuestionnaireDocs } from '../packages/domain/src/questionnaires/docs.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'questionnaires.md');
writeFileSync(target, renderQuestionnaireDocs());
console.log(`Wrote ${target}`);
