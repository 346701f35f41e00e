import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { ROUTES } from './src/routes/table';
import { Kind, parse } from 'graphql';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

/**
 * Each `graphql(\`...\`)` call becomes an import of a module holding that one document, taken from
 * codegen's web/src/gql/graphql.ts. Through codegen's `graphql()` (or even one shared graphql.ts)
 * every screen would load every document of the app (~65 KB compressed); one module per document
 * lets the bundler put each in the chunks that use it.
 */
function gqlDocumentImports(): Plugin {
  const src = path.join(webRoot, 'src') + path.sep;
  const gqlDir = path.join(webRoot, 'src', 'gql');
  const generated = path.join(gqlDir, 'graphql.ts');
  const PREFIX = 'virtual:clube-gql/';
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;
  const documents = () => {
    const { mtimeMs } = fs.statSync(generated);
    if (cache?.mtimeMs !== mtimeMs) {
      const text = fs.readFileSync(generated, 'utf8');
      const found = [...text.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)];
      cache = { mtimeMs, documents: new Map(found.map((m) => [m[1], m[2]])) };
    }
    return cache.documents;
  };
  return {
    name: 'clube-gql-document-imports',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const name = id.slice(PREFIX.length + 1);
      const document = documents().get(name);
      if (!document) throw new Error(`${name} não está em web/src/gql/graphql.ts: rode npm run codegen`);
      return `export default ${document};`;
    },
    transform(code, id) {
      if (!id.startsWith(src) || id.startsWith(gqlDir) || !/\.tsx?$/.test(id) || !code.includes('graphql(`')) return;
      const imports = new Set<string>();
      const body = code
        .replace(/^import \{ graphql \} from '(\.\.?\/)+gql';\n/m, '')
        .replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, source: string) => {
          const definition = parse(source).definitions[0] as { kind: string; name?: { value: string } };
          const exported = `${definition.name!.value}${definition.kind === Kind.FRAGMENT_DEFINITION ? 'FragmentDoc' : 'Document'}`;
          imports.add(exported);
          return `__gql_${exported}`;
        });
      if (imports.size === 0) return;
      const lines = [...imports].map((name) => `import __gql_${name} from '${PREFIX}${name}';`);
      return { code: `${lines.join('\n')}\n${body}`, map: null };
    },
  };
}

/**
 * React Router's package points every bundler at its development build, dev warnings on
 * (remix-run/react-router#12532, #14102); the shipped app takes the production build of the same
 * version beside it. Every import of 'react-router' and 'react-router/dom' (react-router-dom's too)
 * goes there, so the app never holds two copies of the router.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'clube-react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (files[id] ? path.join(dist, files[id]) : undefined),
  };
}

/**
 * The installable app's icons (web/public/manifest.webmanifest), drawn from favicon.svg at build
 * time: 192 and 512 px, a maskable 512 px (the logo inside the safe circle, on the brand blue) and
 * the 180 px apple-touch-icon.
 */
function appIcons(): Plugin {
  return {
    name: 'clube-app-icons',
    apply: 'build',
    async generateBundle() {
      const { default: sharp } = await import('sharp');
      const svg = fs.readFileSync(path.join(webRoot, 'public', 'favicon.svg'));
      const icon = (size: number) => sharp(svg, { density: 1200 }).resize(size, size).png().toBuffer();
      const maskable = async (size: number) =>
        sharp({ create: { width: size, height: size, channels: 4, background: '#0B5CD7' } })
          .composite([{ input: await icon(Math.round(size * 0.7)), gravity: 'center' }])
          .png()
          .toBuffer();
      const files: [string, Buffer][] = [
        ['icons/icon-192.png', await icon(192)],
        ['icons/icon-512.png', await icon(512)],
        ['icons/maskable-512.png', await maskable(512)],
        ['icons/apple-touch-icon.png', await maskable(180)],
      ];
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * Chakra's global CSS (its reset, our globalCss and every token as a CSS variable, ~39 KB) is the
 * same on every load: the build writes it into index.html instead of each phone working it out at
 * start-up — `createSystem` built it from the tokens (~25% of the theme's cost) and emotion's
 * `<Global>` serialized and inserted it on the first render (bench/diary.md, "O CSS global do
 * Chakra pronto no build"). In the client bundle `createSystem` then leaves `_global` empty. Built
 * from web/src/theme.ts with the same Chakra and emotion the app bundles; the dev server and the
 * unit tests keep Chakra's own runtime path.
 */
function prebuiltChakraGlobalCss(): Plugin {
  const systemModule = path.join('@chakra-ui', 'react', 'dist', 'esm', 'styled-system', 'system.js');
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  return {
    name: 'clube-prebuilt-chakra-global-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(systemModule)) return;
      // A Chakra upgrade that moves this line fails the build here rather than shipping unstyled pages.
      if (!code.includes(eager)) throw new Error(`${systemModule}: a linha do CSS global mudou; revise prebuiltChakraGlobalCss`);
      return { code: code.replace(eager, 'const _global = [];'), map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html;
        const { tsImport } = await import('tsx/esm/api');
        const { appSystem } = (await tsImport(path.join(webRoot, 'src', 'theme.ts'), import.meta.url)) as typeof import('./src/theme');
        const system = appSystem();
        const { serializeStyles } = await import('@emotion/serialize');
        const { default: createCache } = await import('@emotion/cache');
        // What ChakraProvider's two <Global> elements insert (the layer order, then the CSS), as emotion writes it.
        const cache = createCache({ key: 'css' });
        const css = [system.layers.atRule, system._global]
          .map((styles) => cache.insert('', serializeStyles([styles], undefined, {}), cache.sheet, false))
          .join('');
        if (!css.includes('--chakra-colors-brand-solid')) throw new Error('CSS global do Chakra sem os tokens da marca');
        return html.replace('<style id="chakra-global"></style>', `<style id="chakra-global">${css}</style>`);
      },
    },
  };
}

/**
 * index.html loads the app's scripts itself (its inline loader): at once, except where it paints
 * a first screen as HTML (the landing and /login; bench/diary.md, "Primeira tela sem
 * JavaScript") — that screen needs none of them, so they start after it is on screen. Vite's entry <script> and
 * <link rel="modulepreload"> tags become the loader's list, with each route's screen chunk (and
 * what it imports beyond the entry's): the loader preloads the one of the address being opened
 * beside the entry, instead of after the entry has run and the router asked for it. The dev
 * server keeps Vite's tags.
 */
function appScriptsLoadedByPage(): Plugin {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
  const preload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  return {
    name: 'clube-app-scripts-loaded-by-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html;
        const scripts = [...html.matchAll(entry)].map((m) => m[1]);
        const preloads = [...html.matchAll(preload)].map((m) => m[1]);
        if (scripts.length !== 1) throw new Error(`index.html: esperava 1 script de entrada, achei ${scripts.length}`);
        const list = JSON.stringify({
          entry: scripts[0],
          preload: preloads,
          ...screenChunksByRoute(ctx.bundle, [...scripts, ...preloads]),
          queries: await earlyQueriesForHtml(),
        }).replace(/</g, '\\u003c');
        return html
          .replace(entry, '')
          .replace(preload, '')
          .replace('<script id="app-scripts" type="application/json">{}</script>', `<script id="app-scripts" type="application/json">${list}</script>`);
      },
    },
  };
}

/**
 * The first screens' queries (web/src/pages/catalog/earlyQueries.ts) as web/index.html sends them before
 * the app arrives: [route pattern with one group per parameter, parameter names, operation name,
 * the text Apollo sends (with the `__typename`s its cache adds), variables with each parameter as a
 * "\u0001name" placeholder].
 */
async function earlyQueriesForHtml() {
  const { tsImport } = await import('tsx/esm/api');
  const { EARLY_QUERIES } = (await tsImport(path.join(webRoot, 'src', 'pages', 'catalog', 'earlyQueries.ts'), import.meta.url)) as typeof import('./src/pages/catalog/earlyQueries');
  const { addTypenameToDocument } = await import('@apollo/client/utilities');
  const { print, getOperationAST } = await import('graphql');
  return EARLY_QUERIES.map((early) => {
    const names = [...early.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const pattern = `^${early.path.replace(/:\w+/g, '([^/]+)')}/?$`;
    const operationName = getOperationAST(early.document)?.name?.value;
    if (!operationName) throw new Error(`web/src/pages/catalog/earlyQueries.ts: a consulta de ${early.path} não tem nome`);
    const placeholders = Object.fromEntries(names.map((name) => [name, `\u0001${name}`]));
    return [pattern, names, operationName, print(addTypenameToDocument(early.document)), early.variables(placeholders)];
  });
}

/**
 * For the loader: `routes` pairs each route of web/src/routes/table.ts (as a regular expression
 * over the path) with indexes into `files`, its screen's chunk and the chunks it imports that the
 * entry does not (the screens are the lazy imports of web/src/routes/screens.ts).
 */
function screenChunksByRoute(bundle: Rollup.OutputBundle | undefined, entryFiles: string[]) {
  if (!bundle) return {};
  const screensFile = path.join(webRoot, 'src', 'routes', 'screens.ts');
  const screenModule = new Map(
    [...fs.readFileSync(screensFile, 'utf8').matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)].map((m) => [m[1], path.resolve(path.dirname(screensFile), m[2])]),
  );
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.[jt]sx?$/, ''), c]));
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set(entryFiles.map((url) => url.replace(/^\//, '')));
  const files: string[] = [];
  const routes: [string, number[]][] = [];
  const fileIndex = (url: string) => (files.includes(url) ? files.indexOf(url) : files.push(url) - 1);
  for (const route of ROUTES) {
    const chunk = byModule.get(screenModule.get(route.screen) ?? '');
    if (!chunk) throw new Error(`web/src/routes/screens.ts: a tela ${route.screen} não virou um pedaço do build`);
    const needed = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file) || needed.has(file)) return;
      needed.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(chunk.fileName);
    const pattern = `^${route.path.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`;
    routes.push([pattern, [...needed].map((file) => fileIndex(`/${file}`))]);
  }
  return { files, routes };
}

/**
 * What every page loads before its screen (web/src/main.tsx's static imports) goes out as a few
 * chunks, not ~25. Left to itself, the bundler cut it by which screens and which of the two pages
 * (the app, GraphiQL) also use each module, into pieces down to a few hundred bytes, and a slow phone
 * spent ~100 ms just issuing the requests (bench/diary.md, "A partida em menos arquivos"). The
 * `start` group takes the modules the app's page loads at once (the bundler's `$initial`) that
 * GraphiQL's page cannot reach, so GraphiQL never loads the app; React is one chunk both share.
 * The module graph is read when the build ends, before the chunks are made.
 */
const appStartModules = new Set<string>();
function startChunkModules(): Plugin {
  const staticClosure = (entry: string, info: (id: string) => Rollup.ModuleInfo | null) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of info(id)?.importedIds ?? []) visit(next);
    };
    visit(entry);
    return seen;
  };
  return {
    name: 'clube-start-chunk-modules',
    apply: 'build',
    buildEnd() {
      appStartModules.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const app = staticClosure(path.join(webRoot, 'src', 'main.tsx'), info);
      const graphiql = staticClosure(path.join(webRoot, 'src', 'graphiql', 'main.tsx'), info);
      if (app.size < 100) throw new Error(`web/src/main.tsx: só ${app.size} módulos na partida; o grafo mudou?`);
      // The entry itself stays the entry chunk.
      app.delete(path.join(webRoot, 'src', 'main.tsx'));
      for (const id of app) if (!graphiql.has(id)) appStartModules.add(id);
    },
  };
}

/**
 * Brotli and gzip copies of every text asset, made once at build time: the API sends the smallest
 * one the browser accepts without compressing anything per request (api/system/static-files.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'clube-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      const pages = fs.readdirSync(outDir).filter((f) => f.endsWith('.html')).map((f) => path.join(outDir, f));
      for (const file of [...pages, ...walk(path.join(outDir, 'assets')).filter((f) => /\.(js|css|svg|json|wasm|ttf)$/.test(f))]) {
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The files index.html can load (its chunks, their imports, lazy screens, CSS and assets), from
 * Vite's build manifest: what the service worker precaches. GraphiQL's chunks are not among them.
 */
function appShellFiles(): Set<string> {
  const outDir = path.join(webRoot, '../dist/web');
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
  >;
  const files = new Set(['index.html', 'manifest.webmanifest', 'favicon.svg']);
  for (const file of fs.readdirSync(path.join(outDir, 'icons'))) files.add(`icons/${file}`);
  const visit = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next, seen);
  };
  visit('index.html');
  return files;
}

/**
 * The server's render of the app (web/src/entry-server.tsx), `vite build --ssr`: the same sources
 * and transforms (documents, the router's production build, Chakra without its global CSS, which
 * the page already has), into dist/server/entry-server.js for api/system/ssr.ts. Chakra is bundled
 * so that its global-CSS transform applies; the other packages load from node_modules.
 */
const serverBuild = defineConfig({
  root: webRoot,
  publicDir: false,
  plugins: [gqlDocumentImports(), reactRouterProductionBuild(), prebuiltChakraGlobalCss(), react()],
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  ssr: { noExternal: ['@chakra-ui/react', 'react-router', 'react-router-dom'] },
  build: {
    ssr: true,
    outDir: '../dist/server',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)), output: { entryFileNames: 'entry-server.js' } },
  },
});

// Two HTML entries: the app (index.html) and the local GraphQL IDE (graphiql.html, served by
// the API for browser GETs of /graphql). They share nothing but React, so GraphiQL (and Monaco)
// never end up in the app's chunks.
const browserBuild = defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    gqlDocumentImports(),
    startChunkModules(),
    reactRouterProductionBuild(),
    prebuiltChakraGlobalCss(),
    react(),
    // React Compiler on the screens (web/src/pages): it memoizes what a render would rebuild, so a
    // dialog opening or a key typed in a search box no longer re-renders every row of a list
    // ('Bloquear' on /admin/users 1.6 → 0.7 s at 4× CPU). The frame every first load pays for
    // (kit, session, cart) stays as written: compiled, it weighed ~5 KB more on the landing
    // (bench/diary.md, "React Compiler nas telas").
    babel({ presets: [reactCompilerPreset()], include: [/[/\\]web[/\\]src[/\\]pages[/\\].*\.tsx$/] }),
    appScriptsLoadedByPage(),
    appIcons(),
    // The service worker (web/src/sw.ts): the app shell is precached, GraphiQL and its editor are
    // not (they are for integrators online). The manifest is web/public/manifest.webmanifest and
    // the page registers the worker itself (web/src/offline/serviceWorker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2,ttf}'],
        // GraphiQL's editor (2.8 MB) is over Workbox's size limit; appShellFiles leaves it out anyway.
        globIgnores: ['assets/monaco-editor-*'],
        manifestTransforms: [
          async (entries) => {
            const shell = appShellFiles();
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
      },
    }),
    precompress(),
  ],
  // The rules and texts shared with the API (docs/architecture.md): `@common/x` is `../common/x`.
  resolve: { alias: { '@common': fileURLToPath(new URL('../common', import.meta.url)) } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // No source maps in the shipped build: Monaco's alone are 11 MB.
    sourcemap: false,
    // dist/web/.vite/manifest.json: what index.html loads, for the service worker's precache.
    manifest: true,
    // Monaco (GraphiQL only, ~2.8 MB) is the one chunk allowed to be this big.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onLog(level, log, handler) {
        // GraphiQL's dependencies ship "use no memo" directives; harmless when bundled.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Not its dependencies too (the default): those GraphiQL also uses would make its page load this chunk.
            { name: 'start', tags: ['$initial'], test: (id) => appStartModules.has(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '^/dev(/|$)': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '^/dev(/|$)': { target: apiTarget, changeOrigin: true },
    },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
