import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthState, useLogout, usePermissions } from 'react-admin';
import { statusOf } from '../providers/httpClient';
import { retryOptions } from '../providers/retry';
import { FullScreenSpinner } from '../components/FullScreenSpinner';

// Errors are handled below (not by react-admin's default logout), with the spec's retry policy.
const handledHere = { staleTime: 5 * 60 * 1000, onError: () => undefined, ...retryOptions };

/**
 * Page access (spec 01 §4): a spinner while the session check and the permissions load; a 401 from
 * either sends the user to /login (and back here after signing in); a permission load failing
 * otherwise sends them to /404.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
  const session = useAuthState();
  const perms = usePermissions(undefined, handledHere);
  const logout = useLogout();
  const leaving = useRef(false);

  const failed = session.error != null || perms.error != null;
  // An old error being refetched (e.g. right after signing in) is not an answer yet.
  const settled = !session.isPending && !perms.isPending && !(failed && (session.isFetching || perms.isFetching));
  // A 401 on the permissions is handled by react-admin itself (its router observes getPermissions and
  // logs out through checkError); the gate only signs out when the session check alone says 401.
  const permsUnauthorized = statusOf(perms.error) === 401;
  const signedOut = settled && !permsUnauthorized && statusOf(session.error) === 401;

  useEffect(() => {
    if (!signedOut || leaving.current) return;
    leaving.current = true; // logout clears the query cache; do not sign out twice
    logout();
  }, [signedOut, logout]);

  if (!settled || signedOut || permsUnauthorized || leaving.current) return <FullScreenSpinner />;
  if (perms.error) return <Navigate to="/404" replace />;
  return <>{children}</>;
};
