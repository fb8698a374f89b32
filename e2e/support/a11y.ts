import type { Locator } from '@playwright/test';

/**
 * A few accessibility rules checked in the page, for screens whose tests cannot run axe-core (the
 * repository does not ship it): every form control, button and link has an accessible name, every
 * image a text alternative, ids are unique, ARIA id references point at something, and there is
 * exactly one h1. Returns one sentence per problem. Not a substitute for axe: no contrast checks.
 */
export async function basicA11yProblems(root: Locator): Promise<string[]> {
  return root.evaluate((container) => {
    const problems: string[] = [];
    const doc = container.ownerDocument;
    const isHidden = (element: Element) => {
      if (element.closest('[hidden], [aria-hidden="true"]')) return true;
      const style = doc.defaultView?.getComputedStyle(element);
      return style?.display === 'none' || style?.visibility === 'hidden';
    };
    const textOf = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => doc.getElementById(id));
    const nameOf = (element: Element): string => {
      const label = element.getAttribute('aria-label');
      if (label?.trim()) return label.trim();
      const labelledBy = byIds(element.getAttribute('aria-labelledby'));
      if (labelledBy.length > 0)
        return labelledBy
          .map((node) => (node ? textOf(node) : ''))
          .join(' ')
          .trim();
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) {
        const labels = Array.from(element.labels ?? [])
          .map(textOf)
          .join(' ')
          .trim();
        if (labels) return labels;
        return element.getAttribute('title')?.trim() ?? '';
      }
      if (element instanceof HTMLImageElement) return element.alt.trim();
      return textOf(element) || (element.querySelector('img[alt]')?.getAttribute('alt') ?? '').trim();
    };
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}${element.getAttribute('name') ? ` name="${element.getAttribute('name')}"` : ''}>`;

    const controls = container.querySelectorAll(
      'input:not([type="hidden"]), select, textarea, button, a[href], [role="button"], [role="tab"], [role="combobox"], [role="option"], img',
    );
    for (const element of Array.from(controls)) {
      if (isHidden(element)) continue;
      if (nameOf(element) === '') problems.push(`${describe(element)} has no accessible name`);
    }
    const seen = new Map<string, number>();
    for (const element of Array.from(doc.querySelectorAll('[id]')))
      seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    for (const [id, count] of seen) if (count > 1) problems.push(`id "${id}" is used ${count} times`);
    for (const attribute of [
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
      'aria-activedescendant',
    ]) {
      for (const element of Array.from(container.querySelectorAll(`[${attribute}]`))) {
        if (isHidden(element)) continue;
        const missing = (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter((id) => id !== '' && doc.getElementById(id) === null);
        if (missing.length > 0)
          problems.push(`${describe(element)} ${attribute} names missing ${missing.join(', ')}`);
      }
    }
    const h1 = Array.from(container.querySelectorAll('h1')).filter((element) => !isHidden(element));
    if (h1.length !== 1) problems.push(`${h1.length} visible h1 headings instead of 1`);
    return problems;
  });
}
