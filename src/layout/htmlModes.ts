/** Grey mode / colour weakness as filters on <html> (reference/shell.md "Settings"). */
export function htmlFilter(greyMode: boolean, colorWeakness: boolean): string {
  const filters: string[] = [];
  if (greyMode) filters.push('grayscale(1)');
  if (colorWeakness) filters.push('invert(0.8)');
  return filters.join(' ');
}

export function applyHtmlModes(
  greyMode: boolean,
  colorWeakness: boolean,
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('grey-mode', greyMode);
  root.classList.toggle('color-weakness', colorWeakness);
  root.style.filter = htmlFilter(greyMode, colorWeakness);
}
