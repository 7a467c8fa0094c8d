import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** Only internal paths: one leading slash, no protocol-relative `//host` (DESIGN.md security). */
export function internalTarget(rest: string | undefined, search: string): string {
  const cleaned = `/${(rest ?? '').replace(/^[/\\]+/, '')}`;
  return `${cleaned}${search}`;
}

/** `/redirect/<path>` replaces the location with `/<path>` + query (used by 刷新 to re-mount). */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(internalTarget(params['*'], search), { replace: true });
  }, [navigate, params, search]);
  return null;
}
