import { Navigate, useNavigation } from 'react-router-dom';

/**
 * `<Navigate replace>` for a screen that learns where to go from an answer (the support chat, an
 * old product link). While the next screen's code loads, the router keeps this screen on show
 * after the person has already tapped elsewhere: an answer arriving then must not pull them back.
 */
export function LateRedirect({ to }: { to: string }) {
  const leaving = useNavigation().state !== 'idle';
  return leaving ? null : <Navigate to={to} replace />;
}
