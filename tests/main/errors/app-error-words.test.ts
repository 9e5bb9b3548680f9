/**
 * The words main-process errors reach the screen with, in both languages: every `new AppError(code, pt, en)` in
 * src-main whose texts are written where it is raised (literals or templates) has a pt-BR text and an English text
 * that was really translated (tests/support/english-text.ts, the check the renderer's texts pass), with as many
 * interpolated values. Found by reading the sources with the TypeScript parser, so a new one is checked as it arrives.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishProblems } from '../../support/english-text';

const ROOT = join(__dirname, '..', '..', '..');

function* sourcesUnder(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sourcesUnder(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** A literal or template argument as text, its interpolations as `{…}` with the expression's text; undefined otherwise. */
function textOf(node: ts.Expression, file: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return (
      node.head.text +
      node.templateSpans.map((span) => `{${span.expression.getText(file)}}` + span.literal.text).join('')
    );
  return undefined;
}

interface Raised {
  where: string;
  pt: string;
  en: string;
}

function raisedErrors(): Raised[] {
  const found: Raised[] = [];
  for (const path of sourcesUnder(join(ROOT, 'src-main'))) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isNewExpression(node) &&
        node.expression.getText(file) === 'AppError' &&
        node.arguments &&
        node.arguments.length >= 3
      ) {
        const pt = textOf(node.arguments[1]!, file);
        const en = textOf(node.arguments[2]!, file);
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        if (pt !== undefined && en !== undefined) found.push({ where: `${relative(ROOT, path)}:${line}`, pt, en });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe('AppError words in src-main', () => {
  const raised = raisedErrors();

  it('are found (the scan reads the sources)', () => {
    expect(raised.length).toBeGreaterThan(15);
  });

  it('have a pt-BR text and an English text with no Portuguese left, with the same interpolations', () => {
    const problems: string[] = [];
    // Each language formats its values its own way (1.234 / 1,234): the same number of them is what is checked.
    const interpolations = (text: string) => [...text.matchAll(/\{[^}]+\}/g)].length;
    for (const { where, pt, en } of raised) {
      if (pt.trim() === '') problems.push(`${where}: empty pt-BR text`);
      // Interpolated values (a count, a file name, a message already in its language) are not words to translate.
      problems.push(...englishProblems(en.replace(/\{[^}]+\}/g, '{}')).map((p) => `${where}: ${p}`));
      if (interpolations(pt) !== interpolations(en))
        problems.push(`${where}: interpolations differ: ${JSON.stringify(pt)} / ${JSON.stringify(en)}`);
    }
    expect(problems).toEqual([]);
  });
});
