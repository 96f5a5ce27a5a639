import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// every screen's source, read as text: what a reader sees must come from the catalogues
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Props whose text a reader sees or hears. */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'helperText',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'confirmLabel',
  'cancelLabel',
  'emptyLabel',
  'primary',
  'secondary',
]);

/** Text that is the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // the card form's own marks, as the card networks print them
  'CVC',
  'VISA',
  'AMEX',
  'DISC',
  // an example of a certificate's verification code
  '7KQ2-M9XD-4HTP',
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

function literalsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file.replace('../', 'src/')}:${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      const inVisibleProp =
        ts.isJsxAttribute(node.parent) && VISIBLE_PROPS.has(node.parent.name.getText(tree));
      if ((ts.isJsxElement(node.parent) || inVisibleProp) && hasWords(node.expression.text)) {
        report(node, node.expression.text);
      }
    }
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_PROPS.has(node.name.getText(tree)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      hasWords(node.initializer.text)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the screens', () => {
  it('were found', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('write no words of their own: each text a reader sees is in the catalogues', () => {
    const found = Object.entries(sources).flatMap(([file, source]) => literalsIn(file, source));
    expect(found).toEqual([]);
  });

  it('would catch a hard-coded text', () => {
    const screen = `export const A = () => (
      <Box title="Payment received">
        Thank you
        <Button aria-label={'Close'}>{'Pay now'}</Button>
        <Icon fontSize="small" /> {t('ok')} 12 / 20
      </Box>
    );`;
    expect(literalsIn('../a.tsx', screen).map((line) => line.split(': ')[1])).toEqual([
      'Payment received',
      'Thank you',
      'Close',
      'Pay now',
    ]);
  });
});
