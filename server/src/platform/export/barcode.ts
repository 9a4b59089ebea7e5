import bwipjs from 'bwip-js';

export type BarcodeKind = 'code128' | 'qrcode';

export interface BarcodeImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * A barcode (Code 128, with its text under the bars) or a QR code as PNG, drawn by bwip-js in-process.
 * Code 128 carries ASCII only: a text it cannot encode gives no image (`null`), and the sheet keeps the text.
 */
export async function barcodePng(text: string, kind: BarcodeKind): Promise<BarcodeImage | null> {
  if (!text) return null;
  try {
    const png =
      kind === 'qrcode'
        ? await bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 3 })
        : await bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height: 9, includetext: true, textxalign: 'center' });
    // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
    return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  } catch {
    return null;
  }
}
