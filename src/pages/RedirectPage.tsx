import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { redirectHelperTarget } from '../authProvider/redirect';

/**
 * `/redirect/<path>` replaces the location with `/<path>` + query (used by 刷新 to re-mount).
 * The target goes through the same same-origin check as the sign-in `redirect` parameter.
 */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectHelperTarget(params['*'], search), { replace: true });
  }, [navigate, params, search]);
  return null;
}
