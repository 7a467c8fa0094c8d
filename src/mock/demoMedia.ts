/**
 * Absolute address of a demo picture that the stand-in backend draws and serves at
 * `/demo-media/<name>.svg` (nothing is fetched from outside the app). Used by seed data only.
 */
export function demoMediaUrl(name: string): string {
  const origin = globalThis.location?.origin && globalThis.location.origin !== 'null' ? globalThis.location.origin : 'http://localhost';
  return `${origin}/demo-media/${name}.svg`;
}
