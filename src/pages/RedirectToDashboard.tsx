import { Navigate, useLocation } from 'react-router-dom';

export const DASHBOARD_PATH = '/dashboard';

/** `/` → `/dashboard` (the query is kept). */
export function RedirectToDashboard() {
  const { search } = useLocation();
  return <Navigate to={`${DASHBOARD_PATH}${search}`} replace />;
}
