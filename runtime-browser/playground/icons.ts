/** Inline SVG icons, built as elements (never parsed from markup) from the paths in icon-paths.ts. */
import { ICONS, type IconName } from './icon-paths.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** A 24×24 icon in currentColor; decorative (hidden from assistive technology) unless given a label. */
export function icon(name: IconName, label?: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', `icon icon-${name}`);
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', label);
  } else svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute('d', ICONS[name]);
  svg.appendChild(path);
  return svg;
}

/** A category's icon name: every category of core/tool.ts has one (icons.test.ts), an unknown one gets the grid. */
export function categoryIcon(category: string): IconName {
  return Object.hasOwn(ICONS, category) ? (category as IconName) : 'all';
}
