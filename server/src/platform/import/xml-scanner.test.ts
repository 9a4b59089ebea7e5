import { describe, expect, it } from 'vitest';
import { XmlError, XmlScanner } from './xml-scanner.js';

/** The events of `xml` scanned in chunks of `size` bytes; texts between two tags are joined. */
function events(xml: string, size: number): string[] {
  const out: string[] = [];
  const scanner = new XmlScanner(
    {
      open: (name, attributes) => out.push(`<${name}${[...attributes].map(([k, v]) => ` ${k}=${v}`).join('')}>`),
      close: (name) => out.push(`</${name}>`),
      wantsText: () => true,
      text: (piece) => {
        const last = out.length - 1;
        if (out[last]?.startsWith('"')) out[last] = `${out[last].slice(0, -1)}${piece}"`;
        else out.push(`"${piece}"`);
      },
    },
    1024,
  );
  const bytes = Buffer.from(xml);
  for (let at = 0; at < bytes.length; at += size) scanner.write(bytes.subarray(at, at + size));
  scanner.end();
  return out;
}

const XML =
  '<?xml version="1.0"?><!-- a comment > with < signs --><x:sst a="1 > 0" b=\'it"s\'>' +
  '<si><t xml:space="preserve"> 北京&amp;上海 &#x4E2D;&#25991; </t></si><si/><si><t><![CDATA[<不是标签>]]></t></si></x:sst>';

describe('XmlScanner', () => {
  it('gives the same events however the bytes are split, mid-character, mid-entity and mid-tag included', () => {
    const whole = events(XML, XML.length * 4);
    expect(whole).toEqual([
      '<sst a=1 > 0 b=it"s>',
      '<si>',
      '<t xml:space=preserve>',
      '" 北京&上海 中文 "',
      '</t>',
      '</si>',
      '<si>',
      '</si>',
      '<si>',
      '<t>',
      '"<不是标签>"',
      '</t>',
      '</si>',
      '</sst>',
    ]);
    for (let size = 1; size < 40; size += 1) expect(events(XML, size), `chunks of ${size}`).toEqual(whole);
  });

  it('refuses DOCTYPE, unknown entities, a tag longer than its limit and a part that ends inside a tag', () => {
    expect(() => events('<!DOCTYPE x [<!ENTITY a "b">]><x/>', 100)).toThrow(XmlError);
    expect(() => events('<x>&nbsp;</x>', 100)).toThrow(XmlError);
    expect(() => events(`<x a="${'a'.repeat(2000)}"/>`, 100)).toThrow(XmlError);
    expect(() => events('<x><y a="1"', 100)).toThrow(XmlError);
  });

  it('hands on a long text in pieces without holding it', () => {
    const long = 'a'.repeat(10_000);
    expect(events(`<t>${long}</t>`, 100)).toEqual(['<t>', `"${long}"`, '</t>']);
  });
});
