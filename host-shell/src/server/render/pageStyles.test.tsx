/** @jest-environment node */
import styled from '@emotion/styled';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createPageStyleCache, pageStyleTag } from './pageStyles';

const Box = styled.div<{ tone: string }>`
  color: ${(p) => p.tone};
  padding: 4px;
`;
const Label = styled.span`
  font-weight: 700;
`;

describe('the page styles in one tag', () => {
  it('renders no style tag beside the components, and every rule of the page in one tag for the head', () => {
    const cache = createPageStyleCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <Box tone="red"><Label>a</Label></Box>
        <Box tone="blue"><Label>b</Label></Box>
      </CacheProvider>,
    );
    expect(html).not.toContain('<style');
    const tag = pageStyleTag(cache);
    // Three rules: Box with red, Box with blue, Label once (the same rule twice is one name).
    expect(tag.match(/data-emotion="css ([^"]+)"/)?.[1]?.split(' ')).toHaveLength(3);
    expect(tag).toContain('color:red;');
    expect(tag).toContain('color:blue;');
    expect(tag.match(/font-weight:700;/g)).toHaveLength(1);
    for (const className of html.match(/class="([^"]+)"/g) ?? []) expect(tag).toContain(`.${className.slice(7, -1)}{`);
  });

  it('cannot be closed by a rule: a hostile value in CMS-driven CSS stays inside the tag', () => {
    const cache = createPageStyleCache();
    renderToString(
      <CacheProvider value={cache}>
        <Box tone={'red}</style><script>alert(1)</script><style>'} />
      </CacheProvider>,
    );
    const tag = pageStyleTag(cache);
    expect(tag.match(/<\/style>/gi)).toHaveLength(1);
    expect(tag).not.toContain('<script');
  });

  it('is empty for a page without styles', () => {
    expect(pageStyleTag(createPageStyleCache())).toBe('');
  });
});
