import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { Unsupported, type XmlHandlers, XmlScanner } from '../../../src/data/files/xmlScanner';

/** A reader's events, texts between two tags joined (both readers may split a text anywhere). */
function recorder() {
  const events: string[] = [];
  const handlers: XmlHandlers = {
    open: (tag) => events.push(`<${tag.name} ${JSON.stringify(tag.attributes)}`),
    close: (tag) => events.push(`</${tag.name}`),
    text: (text) => {
      if (events.at(-1)?.startsWith('"')) events[events.length - 1] = JSON.stringify(JSON.parse(events.at(-1)!) + text);
      else events.push(JSON.stringify(text));
    },
  };
  return { events, handlers };
}

/** The scanner's events for `xml` written in chunks of `size` characters, or 'unsupported'. */
function scanned(xml: string, size = xml.length || 1): string[] | 'unsupported' {
  const { events, handlers } = recorder();
  const scanner = new XmlScanner(handlers);
  try {
    for (let at = 0; at < xml.length; at += size) scanner.write(xml.slice(at, at + size));
    scanner.close();
  } catch (error) {
    if (error instanceof Unsupported) return 'unsupported';
    throw error;
  }
  return events;
}

/** Saxes' events for `xml` (as xlsxParts reads a part), or 'error'. */
function parsed(xml: string): string[] | 'error' {
  const { events, handlers } = recorder();
  const parser = new SaxesParser({ position: false, xmlns: false });
  parser.on('opentag', (tag) => handlers.open!(tag));
  parser.on('closetag', (tag) => handlers.close!(tag));
  parser.on('text', (text) => handlers.text!(text));
  parser.on('cdata', (text) => handlers.text!(text));
  try {
    parser.write(xml).close();
  } catch {
    return 'error';
  }
  return events;
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

describe('the XML scanner of a workbook’s large parts', () => {
  it.each([
    ['a sheet’s row of cells', `${DECLARATION}<sheetData><row r="2"><c r="A2" t="s"><v>8</v></c><c r="F2" s="1"><v>44242</v></c></row></sheetData>`, ['"\\n"', '<sheetData {}', '<row {"r":"2"}', '<c {"r":"A2","t":"s"}', '<v {}', '"8"', '</v', '</c', '<c {"r":"F2","s":"1"}', '<v {}', '"44242"', '</v', '</c', '</row', '</sheetData']],
    ['an empty element, single quotes, spaces before > and in a closing tag', "<row r='1' ><c r=\"A1\"/></row >", ['<row {"r":"1"}', '<c {"r":"A1"}', '</c', '</row']],
    ['namespace prefixes as written', '<x:sst xmlns:x="urn:x"><x:si><x:t>a</x:t></x:si></x:sst>', ['<x:sst {"xmlns:x":"urn:x"}', '<x:si {}', '<x:t {}', '"a"', '</x:t', '</x:si', '</x:sst']],
    ['entities and character references in text and attributes', '<t a="&lt;&quot;&#233;&#x1F600;">&amp; &gt; &apos;&#10;</t>', ['<t {"a":"<\\"é😀"}', '"& > \'\\n"', '</t']],
    ['rich runs with phonetic guides', '<si><r><t>rich </t></r><r><t xml:space="preserve">text</t></r><rPh sb="0"><t>ふ</t></rPh></si>', ['<si {}', '<r {}', '<t {}', '"rich "', '</t', '</r', '<r {}', '<t {"xml:space":"preserve"}', '"text"', '</t', '</r', '<rPh {"sb":"0"}', '<t {}', '"ふ"', '</t', '</rPh', '</si']],
    ['a > in text and in an attribute, ] alone', '<f a="[>1]">a>b ]</f>', ['<f {"a":"[>1]"}', '"a>b ]"', '</f']],
  ])('%s: the events saxes gives, at every chunk size', (_, xml, events) => {
    expect(parsed(xml)).toEqual(events);
    for (const size of [1, 2, 3, 7, 64, undefined]) expect(scanned(xml, size)).toEqual(events);
  });

  it.each([
    ['a comment', '<a><!-- note --></a>'],
    ['CDATA', '<a><![CDATA[x]]></a>'],
    ['a DOCTYPE', '<!DOCTYPE a><a/>'],
    ['a processing instruction after the start', '<a><?pi x?></a>'],
    ['a carriage return in text (XML makes it a line feed)', '<a>x\r\ny</a>'],
    ['a tab in an attribute (XML makes it a space)', '<a b="x\ty"/>'],
    ['an entity XML does not define', '<a>&nbsp;</a>'],
    ['an & alone', '<a>fish & chips</a>'],
    ['a reference to a character XML forbids', '<a>&#1;</a>'],
    ['a name beyond ASCII', '<a><é/></a>'],
    ['an element closed by another name', '<a><b></a></b>'],
    ['an element never closed', '<a><b></b>'],
    ['text after the root', '<a/>b'],
    ['a second root', '<a/><b/>'],
    ['an attribute without quotes', '<a b=1/>'],
    ['an attribute twice', '<a b="1" b="2"/>'],
    ['attributes without a space between', '<a b="1"c="2"/>'],
    ['a space before =', '<a b ="1"/>'],
    [']]> in text', '<a>]]></a>'],
    ['< in an attribute', '<a b="<"/>'],
    ['an empty document', ''],
  ])('%s: left to saxes', (_, xml) => {
    expect(scanned(xml)).toBe('unsupported');
    expect(scanned(xml, 1)).toBe('unsupported');
  });

  it('random sheets, whole and broken, at random chunk sizes: the scanner gives saxes’ events or leaves the part to saxes', () => {
    let seed = 36;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const TEXTS = ['1', '0.25', '-3E-5', 'plain', ' spaced ', 'a &amp; b', '&lt;tag&gt;', '&#233;t&#xE9;', 'Zoë 😀', ']', 'x>y', '', 'line\nbreak', '&quot;q&apos;'];
    const cell = (ref: string) => {
      const style = random() < 0.3 ? ` s="${Math.floor(random() * 4)}"` : '';
      switch (pick(['n', 's', 'inline', 'empty', 'bool'])) {
        case 's':
          return `<c r="${ref}" t="s"${style}><v>${Math.floor(random() * 50)}</v></c>`;
        case 'inline':
          return `<c r="${ref}" t="inlineStr"><is><r><t xml:space="preserve">${pick(TEXTS)}</t></r><rPh sb="0" eb="1"><t>${pick(TEXTS)}</t></rPh></is></c>`;
        case 'empty':
          return `<c r="${ref}"${style}/>`;
        case 'bool':
          return `<c r='${ref}' t='b'><v>${pick(['0', '1'])}</v></c>`;
        default:
          return `<c r="${ref}"${style}><v>${pick(TEXTS)}</v></c>`;
      }
    };
    const sheet = () => {
      const prefix = random() < 0.2 ? 'x:' : '';
      let xml = `${random() < 0.8 ? DECLARATION : ''}<${prefix}worksheet xmlns${prefix ? ':x' : ''}="urn:s"><${prefix}dimension ref="A1:C9"/><${prefix}sheetData>`;
      for (let row = 1; row < 2 + random() * 8; row++) {
        xml += `<${prefix}row r="${row}" spans="1:3">`;
        for (let column = 0; column < random() * 4; column++) xml += cell(`${'ABC'[column] ?? 'D'}${row}`).replaceAll('<', `<${prefix}`).replaceAll(`<${prefix}/`, `</${prefix}`);
        xml += `</${prefix}row>`;
      }
      return `${xml}</${prefix}sheetData></${prefix}worksheet>`;
    };
    const broken = (xml: string) => {
      const at = Math.floor(random() * xml.length);
      return pick([() => xml.slice(0, at) + xml.slice(at + 1), () => xml.slice(0, at) + pick(['<', '>', '&', '"', '/', '\r', ' ', '<!-- c -->']) + xml.slice(at), () => xml.slice(0, at)])();
    };
    let scannedWhole = 0;
    for (let i = 0; i < 600; i++) {
      const whole = sheet();
      const xml = i % 2 === 0 ? whole : broken(whole);
      const size = pick([1, 5, 17, 100, xml.length || 1]);
      const theirs = parsed(xml);
      const ours = scanned(xml, size);
      if (ours !== 'unsupported') expect({ xml, size, events: ours }).toEqual({ xml, size, events: theirs });
      if (i % 2 === 0 && ours !== 'unsupported') scannedWhole++;
    }
    // Whole sheets of the shape writers give are the scanner's: only those with a carriage return are left to saxes.
    expect(scannedWhole).toBeGreaterThan(250);
  });
});
