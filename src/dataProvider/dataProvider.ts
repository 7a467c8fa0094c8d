import type { DataProvider } from 'react-admin';

// Replaced by the schema-driven dataProvider (issue 3).
export const dataProvider = {} as DataProvider;
