import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { WidgetDefinition, WidgetFieldProps } from '../../resources/widgetTypes';
import { widgetPart } from '../../resources/widgetPart';
import { sameId } from '../../resources/compareValues';
import { referenceSources } from '../../reference/sources';
import { useReferenceOptions } from '../../resources/ui/useReferenceOptions';

// The form's select and its link load with the form (docs/decisions/340-messages-load-with-their-screen.md).
const Input = widgetPart(() => import('./ManagerRoleInput').then((m) => m.Input));

function Field({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data } = useReferenceOptions(referenceSources.managerRoles);
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const role = data?.find((r) => sameId(r.id, value));
  return (
    <Typography component="span" variant="body2">
      {role?.name ?? translate('screens.role.unknown', { id: String(value) })}
    </Typography>
  );
}

export const widget: WidgetDefinition = { name: 'managerRole', Input, Field };
