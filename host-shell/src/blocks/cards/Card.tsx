import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { BlurbFields } from '@showroom/contracts';
import { BlurbMedia } from '../blurb/BlurbMedia';
import { BlurbText } from '../blurb/BlurbText';
import { blurbMediaKind } from '../blurb/blurbContent';
import type { HeadingTag } from '../heading/headingTag';
import { blockPalette } from '../palette/blockPalette';
import { Reveal } from '../reveal/Reveal';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    height: auto;
    object-fit: cover;
  }
  video {
    aspect-ratio: 4 / 3;
  }
`;

const Body = styled(Reveal)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 16px;
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A card of a card list: a blurb's fields in a compact, stacked layout. */
export function Card({ fields, headingFallback, sizes }: { fields: BlurbFields; headingFallback: HeadingTag; sizes: string }) {
  const theme = useTheme();
  const palette = blockPalette(theme, fields.BackgroundColor);
  return (
    <Article style={{ background: palette.background, color: palette.text }} data-card-background={fields.BackgroundColor ?? 'None'}>
      {blurbMediaKind(fields) ? (
        <Reveal enabled={fields.UseMediaAnimations ?? false} kind="media">
          <BlurbMedia fields={fields} sizes={sizes} />
        </Reveal>
      ) : null}
      <Body enabled={fields.UseTextAnimations ?? false} kind="text">
        <BlurbText fields={fields} headingFallback={headingFallback} />
      </Body>
    </Article>
  );
}
