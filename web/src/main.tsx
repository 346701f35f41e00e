import { startTransition, StrictMode, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './routes/router';
import { applyStatusBar } from './native/statusBar';
import { applySafeAreas, safeAreaFlags } from './native/safeAreas';
import { listenForInstallPrompt } from './native/installPrompt';
import { registerServiceWorker } from './offline/serviceWorker';
import { dismissFirstScreenAwayFrom } from './firstScreen';

const router = createAppRouter();
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
 * slow phone (docs/decisions.md, "Navegação sem transição").
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
// move Lighthouse (docs/decisions.md, "A primeira renderização em fatias").
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
