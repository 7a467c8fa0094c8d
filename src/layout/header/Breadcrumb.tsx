import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { pageTitleKey } from '../../app/routeTypes';
import { appRoutes } from '../../app/routeRegistry';
import { breadcrumbTrail, groupTitleKey } from '../menu/menuModel';
import { useCurrentRoute, useHomeRoute } from '../menu/useMenu';

/** 首页 / group / parent page / page (parents come from the route's `parent`). */
export function Breadcrumb({ color }: { color: string }) {
  const translate = useTranslate();
  const route = useCurrentRoute();
  const home = useHomeRoute();
  const location = useLocation();
  // The page's own title depends on the query (新增 / 编辑) but not on a list's page or filter: the
  // breadcrumb is drawn again only when it changes (docs/performance.md, "List page switch").
  const pageTitle = route ? pageTitleKey(route, location.search) : undefined;
  return useMemo(() => {
    if (!route) return null;
    const trail = breadcrumbTrail(appRoutes, route);
    const crumbs: Array<{ key: string; label: string; to?: string }> = [];
    if (home && route.path !== home.path)
      crumbs.push({ key: home.path, label: translate(home.titleKey), to: home.path });
    const group = trail.find((item) => item.menu)?.menu?.group;
    if (group) crumbs.push({ key: `group-${group}`, label: translate(groupTitleKey(group)) });
    trail.forEach((item, index) =>
      crumbs.push({
        key: item.path,
        label: translate(index === trail.length - 1 ? (pageTitle ?? item.titleKey) : item.titleKey),
        to: index < trail.length - 1 ? item.path : undefined,
      }),
    );
    return (
      <Breadcrumbs
        aria-label={translate('shell.header.breadcrumb')}
        data-testid="breadcrumb"
        sx={{ color, fontSize: 14, '& .MuiBreadcrumbs-separator': { mx: 0.75 } }}
        maxItems={4}
      >
        {crumbs.map((crumb, index) =>
          crumb.to ? (
            <MuiLink
              key={crumb.key}
              component={Link}
              to={crumb.to}
              underline="hover"
              color="inherit"
              sx={{ opacity: 0.75 }}
            >
              {crumb.label}
            </MuiLink>
          ) : (
            <Typography
              key={crumb.key}
              component="span"
              sx={{
                fontSize: 14,
                fontWeight: index === crumbs.length - 1 ? 600 : 400,
                opacity: index === crumbs.length - 1 ? 1 : 0.75,
              }}
            >
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
    );
  }, [route, home, translate, pageTitle, color]);
}
