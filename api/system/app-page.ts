// The built web app's page (dist/web/index.html) and the early queries the build wrote into it
// (web/vite.config.ts, `earlyQueriesForHtml`): the server answers them itself when it sends a page
// that arrives ready (api/system/ready-page.ts), so it builds each request exactly as the page's own
// script does (web/index.html) and the app takes the answers (web/src/earlyAnswers.ts).
import fs from 'node:fs';

/** [route pattern, parameter names, operation name, query text, variables with "\u0001name" placeholders]. */
type EarlyQueryEntry = [string, string[], string, string, unknown];

export interface EarlyRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** The key web/src/earlyAnswers.ts files the answer under. */
  key: string;
}

export interface AppPage {
  html: string;
  /** The requests the page's script makes at once for this path (no query string), in the build's order. */
  earlyRequests(pathname: string): EarlyRequest[];
}

const APP_SCRIPTS = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/;

export function readAppPage(file: string): AppPage {
  const html = fs.readFileSync(file, 'utf8');
  const listed = APP_SCRIPTS.exec(html);
  const queries = ((listed && (JSON.parse(listed[1]) as { queries?: EarlyQueryEntry[] }).queries) ?? []).map(
    ([pattern, names, operationName, query, variables]) => ({ pattern: new RegExp(pattern), names, operationName, query, variables }),
  );
  return {
    html,
    earlyRequests(pathname) {
      return queries.flatMap((early) => {
        const match = early.pattern.exec(pathname);
        if (!match) return [];
        let params: Record<string, string>;
        try {
          params = Object.fromEntries(early.names.map((name, i) => [`\u0001${name}`, decodeURIComponent(match[i + 1])]));
        } catch {
          return []; // a malformed escape: the page's script skips it too
        }
        const variables = JSON.parse(JSON.stringify(early.variables), (_key, value: unknown) =>
          typeof value === 'string' && Object.hasOwn(params, value) ? params[value] : value,
        ) as Record<string, unknown>;
        return [{ operationName: early.operationName, query: early.query, variables, key: `${early.operationName} ${JSON.stringify(variables)}` }];
      });
    },
  };
}
