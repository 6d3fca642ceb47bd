// configDefault is a JavaScript literal written as a string (`"{ js: undefined, css: false }"`). It is read
// with the TypeScript parser and evaluated node by node, so only literals are accepted: no code runs, and
// something that is not a literal (a call, a variable) is an error the author sees, not a silent pass.
import { isDeepStrictEqual } from 'node:util';
import ts from 'typescript';

/** The value of a JavaScript literal; throws with the reason when the text is not one. */
export function parseLiteral(text: string): unknown {
  const source = ts.createSourceFile('default.ts', `(${text})`, ts.ScriptTarget.Latest, true);
  const statement = source.statements[0];
  if (
    source.statements.length !== 1 ||
    !ts.isExpressionStatement(statement) ||
    (source as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length
  ) {
    throw new Error(`not a JavaScript literal: ${text}`);
  }
  return evaluate(statement.expression, text);
}

function evaluate(node: ts.Expression, text: string): unknown {
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (
    ts.isPrefixUnaryExpression(node) &&
    node.operator === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(node.operand)
  ) {
    return -Number(node.operand.text);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node) && node.text === 'undefined') return undefined;
  if (ts.isRegularExpressionLiteral(node)) {
    const end = node.text.lastIndexOf('/');
    return new RegExp(node.text.slice(1, end), node.text.slice(end + 1));
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => evaluate(e, text));
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || ts.isComputedPropertyName(property.name)) {
        throw new Error(`only plain "key: value" properties are allowed in a default: ${text}`);
      }
      value[property.name.text] = evaluate(property.initializer, text);
    }
    return value;
  }
  throw new Error(
    `"${node.getText()}" is not a literal; write the default in words in configDefaultText instead: ${text}`,
  );
}

/**
 * Whether a documented default equals the real one. Regular expressions compare by source and flags; a
 * property set to undefined equals a missing one, as it does for Rsbuild, which never tells them apart.
 */
export function sameValue(documented: unknown, actual: unknown): boolean {
  return isDeepStrictEqual(normalize(documented), normalize(actual));
}

function normalize(value: unknown): unknown {
  if (value instanceof RegExp) return { regexp: value.source, flags: value.flags };
  if (typeof value === 'function') return { function: value.toString() };
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, normalize(v)]),
    );
  }
  return value;
}

/** A value written back as a literal, for messages: `{ js: undefined, css: false }`. */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value instanceof RegExp) return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (Array.isArray(value)) return `[${value.map(formatValue).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${formatValue(v)}`,
    );
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}
