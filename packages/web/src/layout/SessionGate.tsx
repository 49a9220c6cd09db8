import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthState, useLogout, usePermissions } from 'react-admin';
import { statusOf } from '../providers/httpClient';
import { retryOptions } from '../providers/retry';
import { FullScreenSpinner } from '../components/FullScreenSpinner';

// Errors are handled below (not by react-admin's default logout), with the spec's retry policy.
const handledHere = { staleTime: 5 * 60 * 1000, onError: () => undefined, ...retryOptions };

/** A call that failed with anything but 401 (a 401 means "signed out", handled apart). */
const failedOtherThan401 = (error: unknown): boolean => error != null && statusOf(error) !== 401;

/**
 * Page access (spec 01 §4): a spinner while the session check and the permissions load; a 401 from
 * either sends the user to /login (and back here after signing in); when BOTH the session check and
 * the permission load fail with anything other than 401 the user goes to /404. One of them failing
 * alone is not a reason to leave: pages then decide with what is known (no permissions → access
 * denied → /), and any later 401 still signs the user out.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const session = useAuthState();
  const perms = usePermissions(undefined, handledHere);
  const logout = useLogout();
  const leaving = useRef(false);
  // Set once the pages are shown: pages that ask for a failed permission load again (which makes it
  // pending again) must not bring the spinner back, which would unmount them and start over.
  const shown = useRef(false);

  const failed = session.error != null || perms.error != null;
  // An old error being refetched (e.g. right after signing in) is not an answer yet.
  const refetchingError = failed && (session.isFetching || perms.isFetching);
  const settled = shown.current || (!session.isPending && !perms.isPending && !refetchingError);
  // A 401 on the permissions is handled by react-admin itself (its router observes getPermissions and
  // logs out through checkError); the gate only signs out when the session check alone says 401.
  const permsUnauthorized = statusOf(perms.error) === 401;
  const signedOut = settled && !permsUnauthorized && statusOf(session.error) === 401;
  const unavailable = settled && failedOtherThan401(session.error) && failedOtherThan401(perms.error);

  useEffect(() => {
    if (!signedOut || leaving.current) return;
    leaving.current = true; // logout clears the query cache; do not sign out twice
    logout();
  }, [signedOut, logout]);

  if (!settled || signedOut || permsUnauthorized || leaving.current) return <FullScreenSpinner />;
  if (unavailable) return <Navigate to="/404" replace />;
  shown.current = true;
  return <>{children}</>;
};
