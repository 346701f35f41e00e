import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize';

describe('sanitizeText', () => {
  it('leaves ordinary text alone (apart from trimming)', () => {
    expect(sanitizeText('  Entrega rápida, preço bom!  ')).toBe('Entrega rápida, preço bom!');
    expect(sanitizeText('2 < 3 e 5 > 4')).toBe('2 < 3 e 5 > 4');
    expect(sanitizeText('<b>negrito</b> e <a href="https://x">link</a>')).toBe('<b>negrito</b> e <a href="https://x">link</a>');
    expect(sanitizeText('Java é uma ilha; script de vendas: ok')).toBe('Java é uma ilha; script de vendas: ok');
    expect(sanitizeText('transcript: descriptions')).toBe('transcript: descriptions');
    expect(sanitizeText('')).toBe('');
  });

  it('removes script elements with their content', () => {
    expect(sanitizeText('antes <script>alert(1)</script> depois')).toBe('antes  depois');
    expect(sanitizeText('<script type="text/javascript">var a = "<b>";</script>ok')).toBe('ok');
  });

  it('removes iframe elements with their content', () => {
    expect(sanitizeText('a<iframe src="https://evil.example">fallback</iframe>b')).toBe('ab');
  });

  it('is case-insensitive', () => {
    expect(sanitizeText('x<SCRIPT>alert(1)</ScRiPt>y')).toBe('xy');
    expect(sanitizeText('x<IFrame SRC=a></IFRAME>y')).toBe('xy');
  });

  it('handles tags spread over lines and with spaces before >', () => {
    expect(sanitizeText('a<script\n  src="x"\n>\nalert(1)\n</script >b')).toBe('ab');
    expect(sanitizeText('a<script>x</script foo="bar">b')).toBe('ab');
  });

  it('removes several elements and keeps the text between them', () => {
    expect(sanitizeText('1<script>a</script>2<iframe>b</iframe>3<script>c</script>4')).toBe('1234');
  });

  it('does not let a script close on an iframe end tag', () => {
    expect(sanitizeText('a<script>x</iframe>y</script>b')).toBe('ab');
  });

  it('removes self-closing tags', () => {
    expect(sanitizeText('a<script src="https://evil.example/x.js"/>b')).toBe('ab');
    expect(sanitizeText('a<iframe src=x />b')).toBe('ab');
    expect(sanitizeText('a<SCRIPT/>b')).toBe('ab');
  });

  it('removes an unclosed tag and everything after it', () => {
    expect(sanitizeText('texto <script>alert(1)')).toBe('texto');
    expect(sanitizeText('texto <iframe src=x>conteúdo')).toBe('texto');
    expect(sanitizeText('texto <script src=x')).toBe('texto');
  });

  it('removes stray closing tags', () => {
    expect(sanitizeText('a</script>b</IFRAME >c')).toBe('abc');
  });

  it('does not treat longer tag names as script or iframe', () => {
    expect(sanitizeText('<scripts>ok</scripts>')).toBe('<scripts>ok</scripts>');
    expect(sanitizeText('<iframes>ok')).toBe('<iframes>ok');
  });

  it('defeats nesting tricks that rebuild a tag after removal', () => {
    expect(sanitizeText('<scr<script>x</script>ipt>alert(1)</script>ok')).toBe('ok');
    expect(sanitizeText('<ifr<iframe></iframe>ame src=x>y</iframe>z')).toBe('z');
    expect(sanitizeText('<scr<script/>ipt>alert(1)</script>ok')).toBe('ok');
  });

  it("removes 'javascript:' in any case", () => {
    expect(sanitizeText('javascript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('<a href="JavaScript:alert(1)">x</a>')).toBe('<a href="alert(1)">x</a>');
    expect(sanitizeText('JAVASCRIPT:void(0)')).toBe('void(0)');
  });

  it("removes 'javascript:' with whitespace and control characters inside", () => {
    expect(sanitizeText('java\tscript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('java\nscript:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('j a v a s c r i p t :alert(1)')).toBe('alert(1)');
    expect(sanitizeText('java\u0000script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('javascript\r\n:alert(1)')).toBe('alert(1)');
  });

  it("removes 'javascript:' rebuilt by nesting", () => {
    expect(sanitizeText('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeText('java<script>x</script>script:alert(1)')).toBe('alert(1)');
  });

  it('trims what is left', () => {
    expect(sanitizeText('  <script>x</script>  ')).toBe('');
    expect(sanitizeText('\n\t olá \n')).toBe('olá');
  });

  it('is idempotent', () => {
    const inputs = ['a<script>x</script>b', 'java\tscript:x', '<scr<script>x</script>ipt>y', 'texto normal'];
    for (const input of inputs) {
      const once = sanitizeText(input);
      expect(sanitizeText(once)).toBe(once);
    }
  });

  it('stays fast on hostile input', () => {
    const hostile = '<script>'.repeat(5000) + 'j\t'.repeat(5000) + '<iframe'.repeat(5000);
    const started = Date.now();
    expect(sanitizeText(hostile)).toBe('');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
