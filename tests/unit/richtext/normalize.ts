/**
 * Canonical form for comparing HTML: parsed by the DOM, attributes sorted and lower-cased,
 * style declarations parsed and sorted, newline-only whitespace between tags dropped.
 */
export function normalizeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes).map(render).join('');
}

function normalizeStyle(value: string): string {
  const el = document.createElement('span');
  el.setAttribute('style', value);
  const decls: string[] = [];
  for (let i = 0; i < el.style.length; i += 1) {
    const name = el.style.item(i);
    decls.push(`${name}:${el.style.getPropertyValue(name).replace(/\s+/g, ' ').trim()}`);
  }
  return decls.sort().join(';');
}

function render(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    if (/^\s*\n\s*$/.test(text)) return '';
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const attrs = Array.from(el.attributes)
    .map((a) => {
      const name = a.name.toLowerCase();
      const value = name === 'style' ? normalizeStyle(a.value) : a.value;
      return `${name}="${value}"`;
    })
    .filter((a) => a !== 'style=""')
    .sort();
  const open = `<${tag}${attrs.length ? ` ${attrs.join(' ')}` : ''}>`;
  if (['br', 'hr', 'img', 'input', 'source'].includes(tag)) return open;
  return `${open}${Array.from(el.childNodes).map(render).join('')}</${tag}>`;
}
