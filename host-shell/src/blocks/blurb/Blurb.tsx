import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useCheckedFields } from '../checked/checkedFields';
import { useBlockScope } from '../BlockScope';
import { EditorNote } from '../EditorNote';
import { blockPalette } from '../palette/blockPalette';
import { inFirstScreen } from '../media/firstScreen';
import { Reveal } from '../reveal/Reveal';
import { blurbMediaKind, hasBlurbContent } from './blurbContent';
import { BlurbMedia } from './BlurbMedia';
import { BlurbText } from './BlurbText';

const Section = styled.section`
  margin: 32px 0;
  &[data-background='true'] {
    padding: 32px 0;
  }
`;

// Mobile first: media above the text; from 768 px side by side, Reverse puts the media on the right.
const Inner = styled.div`
  display: grid;
  gap: 24px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 16px;
  align-items: center;
  @media (min-width: 768px) {
    &[data-has-media='true'] {
      grid-template-columns: 1fr 1fr;
      gap: 48px;
    }
    &[data-reverse='true'] > [data-reveal-kind='media'] {
      order: 2;
    }
  }
`;

const Words = styled(Reveal)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
  }
`;

const MediaBox = styled(Reveal)`
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  video {
    aspect-ratio: 16 / 9;
  }
`;

/** A blurb: media beside title, rich text and link, on an optional theme background, with optional on-view animations. */
export function Blurb({ block, index }: BlockRendererProps) {
  const { t } = usePage();
  const theme = useTheme();
  const { defaultHeading } = useBlockScope();
  const fields = useCheckedFields('Blurb', block);
  if (!hasBlurbContent(block.fields)) {
    // Spec 1 §8: the exact message.
    console.error('No fields provided for Blurb component', block.uid);
    return <EditorNote>{t('blocks.editor.emptyBlurb')}</EditorNote>;
  }
  if (!fields) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;

  const palette = blockPalette(theme, fields.BackgroundColor);
  const hasMedia = blurbMediaKind(fields) !== null;
  const coloured = palette.background !== 'transparent';
  return (
    <Section data-background={coloured} data-blurb-background={fields.BackgroundColor ?? 'None'} style={coloured ? { background: palette.background, color: palette.text } : undefined}>
      <Inner data-has-media={hasMedia} data-reverse={fields.Reverse ?? false}>
        {hasMedia ? (
          <MediaBox enabled={fields.UseMediaAnimations ?? false} kind="media">
            <BlurbMedia fields={fields} sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw" eager={inFirstScreen(index)} />
          </MediaBox>
        ) : null}
        <Words enabled={fields.UseTextAnimations ?? false} kind="text">
          <BlurbText fields={fields} headingFallback={defaultHeading} />
        </Words>
      </Inner>
    </Section>
  );
}
