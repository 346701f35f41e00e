import { startTransition, StrictMode, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { NormalizedCacheObject } from '@apollo/client';
import { createAppRouter, createHydratingRouter } from './routes/router';
import { screenDrawnByServer } from './routes/RouteGuard';
import { getApolloClient } from './apollo';
import { readSsrState } from './ssrState';
import { setPageDrawnAt } from './lib/pageClock';
import { carryTapsBeforeHydration, noteChoicesBeforeHydration, noteTypedBeforeHydration, stopNotingTaps } from './typedBeforeHydration';
import { applyStatusBar } from './native/statusBar';
import { applySafeAreas, safeAreaFlags } from './native/safeAreas';
import { listenForInstallPrompt } from './native/installPrompt';
import { registerServiceWorker } from './offline/serviceWorker';
import { dismissFirstScreenAwayFrom } from './firstScreen';
import { appSystem } from './theme';

/**
 * The start-up in three tasks instead of one: loading the modules, then building Chakra's system
 * (its tokens), then the router (with Apollo's client) and the first render. Each is ~25-30 ms on
 * this machine and ~100 ms on a slow phone; as one task, the phone could not answer a tap for the
 * whole ~300 ms (bench/diary.md, "A partida em três tarefas"). A message, not a timer: a timer
 * waits up to a second in a tab in the background.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
await nextTask();
appSystem();
await nextTask();

// A page the server drew (api/system/server-render.ts) is hydrated: the app starts from the cache
// its screens read there, with the same screen and clock, so its first render is that markup.
const drawn = readSsrState();
if (drawn) {
  getApolloClient().cache.restore(drawn.cache as NormalizedCacheObject);
  // The screens read what the server just read for them: no query asks again while hydrating
  // ('cache-and-network' included); from the first commit on, as usual.
  getApolloClient().prioritizeCacheValues = true;
  setPageDrawnAt(drawn.drawnAt);
  screenDrawnByServer();
}
const router = drawn ? await createHydratingRouter() : createAppRouter();
// Inside the native shell: the status bar follows the route (a no-op in the browser).
applyStatusBar(router.state.location.pathname);
router.subscribe((state) => {
  applyStatusBar(state.location.pathname);
  // Leaving the page of an HTML first screen (a link, or a signed-in person sent to /home) drops it.
  dismissFirstScreenAwayFrom(state.location.pathname);
});
applySafeAreas(document.documentElement, safeAreaFlags(typeof localStorage === 'undefined' ? null : localStorage));
listenForInstallPrompt();
registerServiceWorker();

/**
 * The first screen renders as a transition (React draws it in slices: a slow phone's first load
 * blocks less); every navigation after it does not (useTransitions={false}): Apollo's useQuery
 * starts its request while rendering, so a transition's render with a screen's new variables (a
 * filter, a conversation), then an urgent one with the old, asked both lists again and again on a
 * slow phone (bench/diary.md, "Navegação sem transição").
 */
function AppRouter() {
  const [firstScreenShown, setFirstScreenShown] = useState(router.state.initialized);
  // Subscribed after RouterProvider (a parent's layout effect runs after its child's): the switch
  // joins the same transition as the first screen's state.
  useLayoutEffect(() => {
    if (firstScreenShown) return;
    return router.subscribe((state) => {
      if (state.initialized) startTransition(() => setFirstScreenShown(true));
    });
  }, [firstScreenShown]);
  return <RouterProvider router={router} useTransitions={firstScreenShown ? false : undefined} />;
}

// A plain render, not a transition: RouterProvider reads the router's state when it renders and
// subscribes only after it commits, so in a sliced render a screen chunk arriving in between was
// missed and the page stayed on 'Carregando...'; measured without that bug, the transition did not
// move Lighthouse (bench/diary.md, "A primeira renderização em fatias").
const root = document.getElementById('root')!;

/**
 * Under the service worker, the answers of a drawn page are asked once more, when the browser is
 * idle: the worker keeps the app's own answers for reading offline (web/src/sw.ts), and the server's
 * render asked nothing over the network (tests/e2e/offline.test.ts).
 */
function keepForOffline(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  idle(() => {
    void Promise.resolve(getApolloClient().refetchQueries({ include: 'active' })).catch(() => undefined);
  });
}

/** The selects chosen before hydration, handed to React once hydrated (web/src/typedBeforeHydration.ts). */
let handChoices = () => false;

/**
 * After the hydrated page's first commit: what was typed into it meanwhile goes to React
 * (web/src/typedBeforeHydration.ts), in a task of its own. Inside the effect, React answered the
 * input event by writing the field's value again after the selection was put back, so the caret
 * went to the end: a selection made before hydration was lost and the next key appended ('cimento
 * velhoareia', tests/e2e/typing.test.ts) — the same cause as the first screen's hand-over (firstScreen.ts).
 */
function Hydrated() {
  useEffect(() => {
    // The values at once (a later render would write the drawn '' over them); the selection again
    // in a task of its own, after React answered the input event by writing the value (caret at the end).
    // A choice made meanwhile first (it may clear fields: the profile of /signup): a radio group takes
    // it a moment later (its machine, in a microtask), so the values typed go in the task after it.
    const typed = noteTypedBeforeHydration(root);
    const handed = handChoices() ? nextTask().then(() => typed.hand()) : Promise.resolve(typed.hand());
    void handed.then(async (selections) => {
      await nextTask();
      for (const restore of selections) restore();
      getApolloClient().prioritizeCacheValues = false;
      // What was pressed meanwhile, as the app's own presses.
      carryTapsBeforeHydration();
      keepForOffline();
      root.setAttribute('data-hydrated', ''); // for the browser tests (tests/helpers/browser.ts, isHydrated)
    });
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
    {drawn && <Hydrated />}
  </StrictMode>
);
if (drawn) {
  handChoices = noteChoicesBeforeHydration(root);
  stopNotingTaps();
  hydrateRoot(root, app);
} else createRoot(root).render(app);
