// Only the two encoders the labels use, imported by name so the bundle keeps just them (bwip-js's whole set is ~930 KB).
import { code128, drawingSVG, qrcode } from 'bwip-js/browser';

/** SVG markup of a Code 128 barcode (text below) or a QR code. */
export function encodeSvg(code: 'code128' | 'qrcode', text: string): string {
  return code === 'qrcode'
    ? qrcode({ bcid: 'qrcode', text, scale: 2 }, drawingSVG())
    : code128({ bcid: 'code128', text, scale: 2, height: 9, includetext: true, textxalign: 'center', textsize: 9 }, drawingSVG());
}
