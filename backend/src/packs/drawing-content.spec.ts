import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPackFolder } from './default-pack-files.js';
import { detectDrawingType, svgRefusal } from './drawing-content.js';
import { canonicalJson, packVersionId } from './pack-version-id.js';

const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inside}</svg>`;

describe('detectDrawingType', () => {
  it('tells PNG, JPEG, WebP and SVG by their bytes, and nothing else', () => {
    expect(detectDrawingType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(detectDrawingType(Buffer.from('ffd8ffe000104a46', 'hex'))).toBe('jpeg');
    expect(detectDrawingType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(
      detectDrawingType(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- x -->\n${svg('')}`)),
    ).toBe('svg');
    expect(detectDrawingType(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'))).toBe(
      'svg',
    );
    for (const other of ['GIF89a', '<html><svg></svg></html>', 'plain text', '%PDF-1.7', '']) {
      expect(detectDrawingType(Buffer.from(other))).toBeNull();
    }
    expect(detectDrawingType(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0x00, 0x3e]))).toBeNull();
  });

  it('answers at once for a prolog of many comments, whether or not <svg> follows', () => {
    const comments = '<!---->'.repeat(1500) + '<!-- a -->\n';
    expect(detectDrawingType(Buffer.from(`${comments}x`))).toBeNull();
    expect(detectDrawingType(Buffer.from(`${comments}<!-- never closed <svg>`))).toBeNull();
    expect(detectDrawingType(Buffer.from(`${comments}${svg('')}`))).toBe('svg');
    expect(
      detectDrawingType(
        Buffer.from(`<?xml version="1.0"?>${comments}<!doctype svg>${comments}<svg>`),
      ),
    ).toBe('svg');
  });

  it('finds the end of a DOCTYPE past a `]` inside its subset, and refuses a second DOCTYPE', () => {
    expect(detectDrawingType(Buffer.from('<!DOCTYPE svg [<!ENTITY x "]">] ><svg/>'))).toBe('svg');
    expect(detectDrawingType(Buffer.from('<!DOCTYPE svg [<!ENTITY x "y"> <svg/>'))).toBeNull();
    expect(detectDrawingType(Buffer.from('<!DOCTYPE a><!DOCTYPE b><svg/>'))).toBeNull();
    expect(detectDrawingType(Buffer.from('<?xml version="1.0"><svg/>'))).toBeNull();
  });
});

describe('svgRefusal', () => {
  it('passes every drawing of the default pack', () => {
    const folder = join(defaultPackFolder(), 'drawings');
    const files = readdirSync(folder).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect([file, svgRefusal(readFileSync(join(folder, file), 'utf8'))]).toEqual([file, null]);
    }
  });

  it('passes links to its own parts and embedded rasters', () => {
    expect(
      svgRefusal(
        svg(
          '<defs><linearGradient id="g"/></defs><use href="#g"/><use xlink:href=\'#g\'/>' +
            '<rect fill="url(#g)" style="fill: url( \'#g\' )"/>' +
            '<image href="data:image/png;base64,iVBORw0KGgo="/><text>tone=5 on time</text>',
        ),
      ),
    ).toBeNull();
  });

  it.each([
    [svg('<script>alert(1)</script>'), 'a <script> element'],
    [svg('<svg:script>alert(1)</svg:script>'), 'a <script> element'],
    [svg('<SCRIPT >x</SCRIPT>'), 'a <script> element'],
    [svg('', ' onload="alert(1)"'), 'an event attribute (on…)'],
    [svg('<rect/onclick=alert(1)>'), 'an event attribute (on…)'],
    [svg('<foreignObject/>'), 'a <foreignObject> element'],
    [svg('<iframe src="x"/>'), 'an embedded document or media'],
    [svg('<a href="javascript:alert(1)"/>'), 'a javascript: link'],
    [svg('<a href="&#106;avascript:alert(1)"/>'), 'a link to &#106;avascript:alert(1)'],
    [svg('<image href="https://example.com/a.png"/>'), 'a link to https://example.com/a.png'],
    [svg('<use xlink:href="other.svg#a"/>'), 'a link to other.svg#a'],
    [svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), 'a link to data:image/svg+xml'],
    [svg('<set attributeName="href" to="#x"/>'), 'an animation that sets a link'],
    [svg('<style>@import url(#x);</style>'), 'a style sheet import'],
    [svg('<rect style="fill:url(//evil.test/p)"/>'), 'a style that loads //evil.test/p'],
    ['<!DOCTYPE svg><svg/>', 'a DOCTYPE or an entity declaration'],
  ])('refuses %s', (text, reason) => {
    expect(svgRefusal(text)).toContain(reason);
  });
});

describe('packVersionId', () => {
  it('is the same for the same content whatever the key order, and changes with a drawing', () => {
    const document = { format: 1, title: 'A', faq: [{ question: 'q', answer: 'a' }] } as never;
    const reordered = { faq: [{ answer: 'a', question: 'q' }], title: 'A', format: 1 } as never;
    const drawings = [
      ['b.svg', 'bb'],
      ['a.svg', 'aa'],
    ] as const;
    const id = packVersionId(document, drawings);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(packVersionId(reordered, [...drawings].reverse())).toBe(id);
    expect(
      packVersionId(document, [
        ['a.svg', 'aa'],
        ['b.svg', 'bc'],
      ]),
    ).not.toBe(id);
    expect(canonicalJson({ b: [1, { d: 'x', c: null }], a: 'é' })).toBe(
      '{"a":"é","b":[1,{"c":null,"d":"x"}]}',
    );
  });
});
