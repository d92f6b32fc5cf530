/**
 * A link's QR code (issue 35, item 2: each player's game link shown to the arbiter, to be
 * scanned from the player's phone). `uqr` (MIT, no dependencies) encodes it; it is loaded only
 * when the arbiter asks for a code (`import()`: its own chunk, not in the first load), and the
 * code is drawn as SVG elements — one path of dark modules — not as markup.
 */
const SVG = 'http://www.w3.org/2000/svg';

/** An `<svg>` of `text`'s QR code, labelled `label` (4 modules of quiet zone, ISO/IEC 18004). */
export async function qrSvg(text: string, label: string): Promise<SVGSVGElement> {
  const { encode } = await import('uqr');
  const code = encode(text, { ecc: 'M', border: 4 });
  const size = code.size;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('class', 'qr-code');
  svg.setAttribute('shape-rendering', 'crispEdges');
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', String(size));
  background.setAttribute('height', String(size));
  background.setAttribute('fill', '#fff');
  svg.append(background);
  let d = '';
  code.data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(path);
  return svg;
}
