/** The area field beside the country (`options.area`, default `areaId`) and its name (`options.areaName`). */
export const areaOf = (options: Readonly<Record<string, unknown>> | undefined, key: 'area' | 'areaName', fallback: string) =>
  typeof options?.[key] === 'string' ? (options[key] as string) : fallback;
