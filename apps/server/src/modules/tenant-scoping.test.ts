import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * STYLE.md: tenant scoping lives in the finder, so no admin or courier path can reach an
 * unscoped lookup. The unscoped trip finders live in one module; this reads the source and fails
 * when a file outside the public link's paths imports it, or when a tenant's path in those files
 * reaches it. A tenant's path is a function or method taking the session (`SessionClaims`), or a
 * route handler behind `onRequest` (a role check), followed through the same file's functions
 * and `this.` methods.
 */

const SRC = join(import.meta.dirname, '..');
const UNSCOPED_MODULE = 'public-trips.repo';
/** The public link's paths: the tracking page, its stream and preview, the customer's review and pin. */
const MAY_IMPORT_UNSCOPED = [
  'modules/trips/trips.service.ts',
  'modules/trips/realtime.routes.ts',
  'modules/trips/trip-stream.service.ts',
  'modules/trips/customer-pin.service.ts',
  'modules/reviews/reviews.service.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const parse = (fileName: string, text: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** The names a file imports from the unscoped module (empty when it does not import it). */
function unscopedImports(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.endsWith(UNSCOPED_MODULE)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) names.add(element.name.text);
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    // A bare or default import still counts as importing the module.
    if (!bindings) names.add(UNSCOPED_MODULE);
  }
  return names;
}

type Body = ts.Node;

const takesSession = (node: ts.SignatureDeclaration) =>
  node.parameters.some((parameter) => parameter.type?.getText().includes('SessionClaims'));

/** `app.get(path, { ..., onRequest }, handler)`: a route behind a role check. */
function guardedRouteHandler(node: ts.CallExpression): Body | undefined {
  const [, options, handler] = node.arguments;
  if (!options || !handler || !ts.isObjectLiteralExpression(options)) return undefined;
  const guarded = options.properties.some(
    (property) => property.name !== undefined && property.name.getText() === 'onRequest',
  );
  return guarded && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) ? handler : undefined;
}

/**
 * The unscoped finders a tenant's path of this source reaches, as `entry -> finder` lines.
 * Exported for its own test, which proves it can fail.
 */
function tenantPathsReachingUnscoped(fileName: string, text: string): string[] {
  const file = parse(fileName, text);
  const unscoped = unscopedImports(file);
  if (unscoped.size === 0) return [];
  const functions = new Map<string, Body>();
  const entries: [string, Body][] = [];
  const visit = (node: ts.Node, className?: string) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) {
      functions.set(node.name.text, node.body);
      if (takesSession(node)) entries.push([node.name.text, node.body]);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
        functions.set(node.name.text, init.body);
        if (takesSession(init)) entries.push([node.name.text, init.body]);
      }
    }
    if (ts.isClassDeclaration(node)) {
      for (const member of node.members) visit(member, node.name?.text);
      return;
    }
    if (ts.isMethodDeclaration(node) && node.body) {
      functions.set(`this.${node.name.getText()}`, node.body);
      if (takesSession(node)) entries.push([`${className}.${node.name.getText()}`, node.body]);
    }
    if (ts.isCallExpression(node)) {
      const handler = guardedRouteHandler(node);
      const path = node.arguments[0];
      if (handler) entries.push([`route ${path && ts.isStringLiteral(path) ? path.text : '?'}`, handler]);
    }
    ts.forEachChild(node, (child) => visit(child, className));
  };
  visit(file);

  const found: string[] = [];
  for (const [entry, body] of entries) {
    const seen = new Set<Body>();
    const walk = (node: ts.Node) => {
      if (ts.isIdentifier(node) && unscoped.has(node.text) && !ts.isImportSpecifier(node.parent))
        found.push(`${entry} -> ${node.text}`);
      const callee =
        ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword
          ? `this.${node.name.text}`
          : ts.isIdentifier(node)
            ? node.text
            : undefined;
      const target = callee === undefined ? undefined : functions.get(callee);
      if (target && !seen.has(target)) {
        seen.add(target);
        walk(target);
      }
      ts.forEachChild(node, walk);
    };
    seen.add(body);
    walk(body);
  }
  return [...new Set(found)];
}

describe('tenant scoping', () => {
  const files = sourceFiles(SRC).map((path) => ({
    name: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('keeps the unscoped trip finders to the public link’s files', () => {
    const importers = files
      .filter((file) => unscopedImports(parse(file.name, file.text)).size > 0)
      .map((file) => file.name);
    expect(importers.filter((name) => !MAY_IMPORT_UNSCOPED.includes(name))).toEqual([]);
  });

  it('lets no admin or courier path reach an unscoped finder', () => {
    const reached = files.flatMap((file) =>
      tenantPathsReachingUnscoped(file.name, file.text).map((line) => `${file.name}: ${line}`),
    );
    expect(reached).toEqual([]);
  });

  it('catches a tenant method that reaches the unscoped finder through a private helper', () => {
    const source = `
      import { findTripForPublicLink } from './public-trips.repo';
      export class Service {
        async publicTrip(id: string) { return await findTripForPublicLink(db, id); }
        async arrive(auth: SessionClaims, id: string) { return await this.load(id); }
        private async load(id: string) { return await findTripForPublicLink(db, id); }
      }`;
    expect(tenantPathsReachingUnscoped('x.service.ts', source)).toEqual([
      'Service.arrive -> findTripForPublicLink',
    ]);
  });

  it('catches a guarded route handler that reaches the unscoped finder', () => {
    const source = `
      import { findTripForPublicLink } from './public-trips.repo';
      const read = (id: string) => findTripForPublicLink(db, id);
      export async function routes(app: App) {
        app.get('/public/:id', { schema }, async (request) => findTripForPublicLink(db, request.params.id));
        app.get('/api/admin/:id', { schema, onRequest: admin }, async (request) => read(request.params.id));
      }`;
    expect(tenantPathsReachingUnscoped('x.routes.ts', source)).toEqual([
      'route /api/admin/:id -> findTripForPublicLink',
    ]);
  });
});
