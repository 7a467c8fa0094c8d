import { Navigate } from 'react-router-dom';

/** react-admin catchAll: unknown (or forbidden) paths go to the full-page 404. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
