/**
 * A barcode or QR code as SVG markup, drawn by bwip-js (the library the server's label sheets use). Loaded on first
 * use so the label screen's ~1 MB encoder never weighs on the first screen.
 */
export async function barcodeSvg(code: 'code128' | 'qrcode', text: string): Promise<string> {
  const bwip = await import('bwip-js/browser');
  return code === 'qrcode'
    ? bwip.toSVG({ bcid: 'qrcode', text, scale: 2 })
    : bwip.toSVG({ bcid: 'code128', text, scale: 2, height: 9, includetext: true, textxalign: 'center', textsize: 9 });
}
