// The app's own screens drawn on the server (docs/decisions.md, "Uma só renderização"): the built
// server entry of the web app (web/src/entry-server.tsx → dist/server/entry-server.js, made by
// `npm run build`) is loaded here as a file — the API imports no web source — and renders a page's
// route with the same components, the queries run in this process as the person asking. The page
// then carries the markup in #root, the styles in <head> and the cache the browser hydrates from.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { scriptJson } from '../shared/html.js';

/** A GraphQL answer as the HTTP endpoint would send it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly unknown[];
}

/** An operation as the app sends it. */
export interface RenderOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** What web/src/entry-server.tsx's `render` takes (the contract: the API does not import it). */
export interface RenderInput {
  url: string;
  execute(operation: RenderOperation): Promise<GraphQLAnswer>;
  early?: readonly (RenderOperation & { answer: GraphQLAnswer })[];
}

/** A page's screen as the server drew it. */
export interface RenderedScreen {
  /** The markup of #root. */
  html: string;
  /** One <style> element for <head>. */
  styles: string;
  /** What the browser starts from (the Apollo cache, when it was drawn). */
  state: unknown;
  /** False when a query or the render failed: the plain page goes instead. */
  ok: boolean;
}

export type RenderScreen = (input: RenderInput) => Promise<RenderedScreen>;

/** dist/server/entry-server.js beside the web build (dist/web); null when it was not built (the plain pages then). */
export function loadServerRender(webDir: string): RenderScreen | null {
  const file = path.join(path.dirname(webDir), 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  let loaded: Promise<RenderScreen> | undefined;
  return async (input) => {
    loaded ??= import(pathToFileURL(file).href).then((entry: { render: RenderScreen }) => entry.render);
    return (await loaded)(input);
  };
}

const ROOT = '<div id="root"></div>';

/** The app's page with the drawn screen in #root, its styles in <head> and its state for the browser. */
export function withRenderedScreen(html: string, screen: RenderedScreen): string {
  return html
    .replace('</head>', () => `  ${screen.styles}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${screen.html}</div>\n    <script id="ssr-state" type="application/json">${scriptJson(screen.state)}</script>`);
}
