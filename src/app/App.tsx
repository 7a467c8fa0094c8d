import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider/authProvider';
import { LoginPage } from '../authProvider/LoginPage';
import { dataProvider } from '../dataProvider/dataProvider';
import { i18nProvider } from './i18nProvider';
import { appRoutes } from './routeRegistry';

export function App() {
  return (
    <Admin
      disableTelemetry
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      requireAuth
    >
      <CustomRoutes>
        {appRoutes
          .filter((r) => !r.noLayout)
          .map((r) => (
            <Route key={r.path} path={r.path} element={<r.component />} />
          ))}
      </CustomRoutes>
      <Resource name="placeholder" />
    </Admin>
  );
}
