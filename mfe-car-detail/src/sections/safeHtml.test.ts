import { decodeEntities, descriptionNodes } from './safeHtml';

const br = { tag: 'br', children: [] };

describe('descriptionNodes', () => {
  it('is empty for no text', () => {
    expect(descriptionNodes(null)).toEqual([]);
    expect(descriptionNodes('  \n ')).toEqual([]);
  });

  it('turns plain text into paragraphs at blank lines and keeps single line breaks', () => {
    expect(descriptionNodes('Rad ett\r\nRad två\n\n  \nStycke två\n')).toEqual([
      { tag: 'p', children: ['Rad ett', br, 'Rad två'] },
      { tag: 'p', children: ['Stycke två'] },
    ]);
  });

  it('leaves plain text with a "<" that is no tag as text', () => {
    expect(descriptionNodes('Förbrukning < 5 l/100 km')).toEqual([{ tag: 'p', children: ['Förbrukning < 5 l/100 km'] }]);
  });

  it('keeps the allowed HTML elements, without attributes, and closes open paragraphs and list items', () => {
    expect(descriptionNodes('<p class="x" style="color:red">Fin <b onclick="evil()">bil</b><ul>\n<li>Ett<li><i>Två</i></ul>')).toEqual([
      { tag: 'p', children: ['Fin ', { tag: 'strong', children: ['bil'] }] },
      { tag: 'ul', children: [{ tag: 'li', children: ['Ett'] }, { tag: 'li', children: [{ tag: 'em', children: ['Två'] }] }] },
    ]);
  });

  it('drops script, style and iframe with their content, and unwraps links and images', () => {
    const nodes = descriptionNodes(
      '<p>Före</p><script>alert(1)</script><style>p{}</style><iframe src="x">ram</iframe><p><a href="javascript:alert(1)">Länk</a><img src=x onerror="alert(2)"></p>',
    );
    expect(nodes).toEqual([
      { tag: 'p', children: ['Före'] },
      { tag: 'p', children: ['Länk'] },
    ]);
  });

  it('drops an <embed> (a void element: it has no end tag) without the text after it', () => {
    // Issue 20: seen in e2e/tests/xss.spec.ts; embed was dropped "with its content" up to an </embed> that never comes.
    expect(descriptionNodes('<p>Före</p><embed src="javascript:alert(1)"><p>Efter</p><EMBED SRC="x" type="image/svg+xml">Sist')).toEqual([
      { tag: 'p', children: ['Före'] },
      { tag: 'p', children: ['Efter'] },
      'Sist',
    ]);
  });

  it('drops an unterminated script to the end and comments', () => {
    expect(descriptionNodes('<p>Text<!-- not shown --></p><script>alert(1)')).toEqual([{ tag: 'p', children: ['Text'] }]);
  });

  it('makes upstream headings bold paragraphs and drops empty spacers', () => {
    expect(descriptionNodes('<h2>Utrustning</h2><p>&nbsp;</p><p>Mycket</p>')).toEqual([
      { tag: 'p', children: [{ tag: 'strong', children: ['Utrustning'] }] },
      { tag: 'p', children: ['Mycket'] },
    ]);
  });

  it('decodes character references in HTML text, which then render as text', () => {
    expect(descriptionNodes('<p>&lt;script&gt; &amp; &aring;&#228;&#xF6;</p>')).toEqual([{ tag: 'p', children: ['<script> & åäö'] }]);
  });
});

describe('decodeEntities', () => {
  it('leaves unknown and out-of-range references as written', () => {
    expect(decodeEntities('&bogus; &#1114112; &#xD800; &euro;')).toBe('&bogus; &#1114112; &#xD800; €');
  });
});
