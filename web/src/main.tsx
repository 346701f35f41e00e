import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './routes/router';
import { applyStatusBar } from './native/statusBar';
import { applySafeAreas, safeAreaFlags } from './native/safeAreas';
import { listenForInstallPrompt } from './native/installPrompt';
import { registerServiceWorker } from './offline/serviceWorker';
import { dismissFirstScreen } from './firstScreen';

const router = createAppRouter();
// Inside the native shell: the status bar follows the route (a no-op in the browser).
applyStatusBar(router.state.location.pathname);
router.subscribe((state) => {
  applyStatusBar(state.location.pathname);
  // Leaving the landing (a link, or a signed-in person sent to /home) drops its HTML first screen.
  if (state.location.pathname !== '/') dismissFirstScreen();
});
applySafeAreas(document.documentElement, safeAreaFlags(typeof localStorage === 'undefined' ? null : localStorage));
listenForInstallPrompt();
registerServiceWorker();

/** Resolves once the router has loaded the first screen's lazy route (or failed to). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The first render is a transition: React renders the first screen in slices and the browser
// answers between them, instead of one long task that blocks taps while the app starts
// (docs/decisions.md, "Desempenho da web"). It starts once the router knows the first screen (its
// chunk comes preloaded with the entry): a sliced render spans several tasks, and RouterProvider
// subscribes to the router only after its first commit, so a screen that finished loading in
// between was never shown — the page stayed on the loader.
void routerReady().then(() => {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
