/**
 * A barcode or QR code as SVG markup, drawn by bwip-js (the library the server's label sheets use). The encoders are
 * loaded on first use so they never weigh on the first screen.
 */
export async function barcodeSvg(code: 'code128' | 'qrcode', text: string): Promise<string> {
  const { encodeSvg } = await import('./bwipEncoders');
  return encodeSvg(code, text);
}
