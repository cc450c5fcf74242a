// A purpose-made XML scanner for a workbook's large parts (the sheet's cells, the shared
// strings), whose shape is plain: elements, attributes in quotes, text and the five entities.
// It gives the events saxes gives for such XML at a fraction of the cost; anything else it does
// not judge (comments, CDATA, a DOCTYPE, odd names or characters, broken XML) throws
// Unsupported, and the part is read again with saxes, which answers as before.

/** An element as the handlers see it: its name as written (with any prefix) and its attributes. */
export interface XmlTag {
  readonly name: string;
  readonly attributes: Record<string, string>;
}

export interface XmlHandlers {
  open?: (tag: XmlTag) => void;
  close?: (tag: XmlTag) => void;
  text?: (text: string) => void;
}

/** The scanner met XML it leaves to saxes. */
export class Unsupported extends Error {
  override readonly name = 'Unsupported';
}

const unsupported = (why: string) => new Unsupported(why);

/** Names of ASCII letters, digits and `_ - . :` (a subset of XML's, which saxes also accepts). */
const PLAIN_NAME = /^[A-Za-z_:][-A-Za-z0-9_.:]*$/;
/** Characters text needs a closer look for: entities, carriage returns (XML turns them to line feeds), `]]>`, characters XML forbids. */
// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what it looks for
const SPECIAL_TEXT = /[&\r\]\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what it looks for
const FORBIDDEN = /[\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;
/** The same in an attribute's value, where XML also turns tabs and line feeds to spaces and forbids `<`. */
// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what it looks for
const SPECIAL_VALUE = /[&<\t\n\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;
// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what it looks for
const NOT_PLAIN_VALUE = /[<\t\n\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/;
/** The XML declaration as writers put it. */
const DECLARATION = /^<\?xml version=(["'])1\.0\1( encoding=(["'])[A-Za-z][-A-Za-z0-9._]*\3)?( standalone=(["'])(yes|no)\5)? ?\?>$/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;

/** A character reference's character, when XML allows it. */
function referenced(body: string): string {
  const code = /^#[0-9]{1,7}$/.test(body) ? parseInt(body.slice(1), 10) : /^#x[0-9A-Fa-f]{1,6}$/.test(body) ? parseInt(body.slice(2), 16) : -1;
  const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed) throw unsupported(`entity &${body};`);
  return String.fromCodePoint(code);
}

/** Text or an attribute's value with its entities replaced. */
export function decodeEntities(text: string): string {
  let out = '';
  let from = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', from)) {
    const semi = text.indexOf(';', amp);
    if (semi === -1) throw unsupported('an & without ;');
    const body = text.slice(amp + 1, semi);
    out += text.slice(from, amp) + (ENTITIES[body] ?? referenced(body));
    from = semi + 1;
  }
  return out + text.slice(from);
}

/** Gives saxes' events for plain XML written to it a chunk at a time. */
export class XmlScanner {
  /** What the last chunk left unread: an unfinished tag, or text not yet ended by a tag. */
  private rest = '';
  /** The elements open, innermost last (each closes with the tag object it opened with, as in saxes). */
  private readonly open: XmlTag[] = [];
  private started = false;
  private ended = false;
  /** Names seen, each checked once. */
  private readonly names = new Map<string, string>();

  constructor(private readonly on: XmlHandlers) {}

  write(chunk: string) {
    const s = this.rest + chunk;
    let at = 0;
    for (;;) {
      const lt = s.indexOf('<', at);
      if (lt === -1) break;
      if (lt > at) this.text(s.slice(at, lt));
      const next = this.tag(s, lt);
      if (next === -1) {
        at = lt;
        break;
      }
      at = next;
    }
    this.rest = at === 0 ? s : s.slice(at);
  }

  close() {
    if (!this.ended) throw unsupported('the document does not end');
    if (this.rest !== '') this.text(this.rest);
    this.rest = '';
  }

  private name(raw: string): string {
    let name = this.names.get(raw);
    if (name === undefined) {
      if (!PLAIN_NAME.test(raw)) throw unsupported(`name ${raw}`);
      this.names.set(raw, (name = raw));
    }
    return name;
  }

  private text(text: string) {
    if (!this.started || this.ended) {
      if (/[^ \t\n]/.test(text)) throw unsupported('text outside the root');
    } else if (SPECIAL_TEXT.test(text)) {
      if (FORBIDDEN.test(text) || text.includes(']]>')) throw unsupported('special characters');
      if (text.includes('&')) text = decodeEntities(text);
    }
    this.on.text?.(text);
  }

  /** Reads the tag at `lt`; where it ends, or -1 when the chunk ends first. */
  private tag(s: string, lt: number): number {
    const n = s.length;
    if (lt + 1 >= n) return -1;
    const first = s.charCodeAt(lt + 1);
    if (first === 0x2f /* / */) {
      const gt = s.indexOf('>', lt);
      if (gt === -1) return -1;
      const tag = this.open.pop();
      const end = isSpace(s.charCodeAt(gt - 1)) ? s.slice(0, gt).trimEnd().length : gt;
      if (!tag || end - lt - 2 !== tag.name.length || !s.startsWith(tag.name, lt + 2) || /[^ \t\n\r]/.test(s.slice(end, gt))) throw unsupported('a closing tag of another element');
      if (this.open.length === 0) this.ended = true;
      this.on.close?.(tag);
      return gt + 1;
    }
    if (first === 0x3f /* ? */) {
      const end = s.indexOf('?>', lt);
      if (end === -1) return -1;
      if (lt !== 0 || this.started || !DECLARATION.test(s.slice(0, end + 2))) throw unsupported('a processing instruction');
      return end + 2;
    }
    if (first === 0x21 /* ! */) throw unsupported('a comment, CDATA or DOCTYPE');
    if (this.ended) throw unsupported('a second root');
    let i = lt + 1;
    for (let c = first; i < n && !isSpace(c) && c !== 0x2f && c !== 0x3e; c = s.charCodeAt(++i));
    if (i >= n) return -1;
    const name = this.name(s.slice(lt + 1, i));
    const attributes: Record<string, string> = {};
    for (;;) {
      const spaced = i < n && isSpace(s.charCodeAt(i));
      while (i < n && isSpace(s.charCodeAt(i))) i++;
      if (i >= n) return -1;
      const c = s.charCodeAt(i);
      if (c === 0x3e /* > */ || c === 0x2f /* / */) {
        const empty = c === 0x2f;
        if (empty) {
          if (i + 1 >= n) return -1;
          if (s.charCodeAt(i + 1) !== 0x3e) throw unsupported('/ without >');
        }
        this.started = true;
        const tag = { name, attributes };
        this.open.push(tag);
        this.on.open?.(tag);
        if (empty) {
          this.open.pop();
          if (this.open.length === 0) this.ended = true;
          this.on.close?.(tag);
        }
        return i + (empty ? 2 : 1);
      }
      if (!spaced) throw unsupported('attributes without a space between');
      const eq = s.indexOf('=', i);
      if (eq === -1) return -1;
      const key = this.name(s.slice(i, eq));
      if (eq + 1 >= n) return -1;
      const quote = s.charCodeAt(eq + 1);
      if (quote !== 0x22 && quote !== 0x27) throw unsupported('an attribute without quotes');
      const end = s.indexOf(quote === 0x22 ? '"' : "'", eq + 2);
      if (end === -1) return -1;
      let value = s.slice(eq + 2, end);
      if (SPECIAL_VALUE.test(value)) {
        if (NOT_PLAIN_VALUE.test(value)) throw unsupported('special characters in an attribute');
        value = decodeEntities(value);
      }
      if (key in attributes) throw unsupported('a repeated attribute');
      attributes[key] = value;
      i = end + 1;
    }
  }
}
