import { useQuery } from '@tanstack/react-query';
import { barcodeSvg } from './barcodeSvg';

/** One code on a label; an unencodable value (Code 128 takes ASCII only) shows the text instead. */
export function BarcodeImage({ code, text }: { code: 'code128' | 'qrcode'; text: string }) {
  const svg = useQuery({ queryKey: ['barcode', code, text], queryFn: () => barcodeSvg(code, text), staleTime: Infinity, retry: false });
  if (svg.isError) return <span className="label-code-text">{text}</span>;
  // The markup is bwip-js's own drawing of the value (paths only), never the value itself as HTML.
  return <span className={`label-code label-code-${code}`} data-testid="label-code" dangerouslySetInnerHTML={{ __html: svg.data ?? '' }} />;
}
