import type { FieldSpec, AnyResourceSchema } from '../defineResource';

/** i18n keys of a schema's labels (react-admin convention `resources.<name>.*`). */
export const fieldLabelKey = (schema: AnyResourceSchema, key: string) => `resources.${schema.name}.fields.${key}`;
export const enumLabelKey = (schema: AnyResourceSchema, field: FieldSpec, value: unknown) =>
  field.kind === 'status' ? statusLabelKey(schema, field, value) : `resources.${schema.name}.enums.${field.key}.${String(value)}`;
/** 启用 / 停用 for the declared values; any other value has no key, so it shows as it came. */
export const statusLabelKey = (_schema: AnyResourceSchema, field: FieldSpec, value: unknown) =>
  String(value) === String(field.status?.on)
    ? 'engine.status.on'
    : String(value) === String(field.status?.off)
      ? 'engine.status.off'
      : `engine.status.other.${String(value)}`;
export const resourceNameKey = (schema: AnyResourceSchema) => `resources.${schema.name}.name`;
export const singularKey = (schema: AnyResourceSchema) => `resources.${schema.name}.singular`;
