import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
