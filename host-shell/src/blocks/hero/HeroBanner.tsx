import styled from '@emotion/styled';
import { blurBackground } from '@showroom/ui';
import { Editable } from '../../shell/editing/Editable';
import { imageUrl } from '../../shell/media/imageUrl';
import { blockDataOf } from '../../shell/page/blockData';
import { usePage } from '../../shell/page/PageContext';
import type { BlockRendererProps } from '../blockRenderer';
import { useCheckedFields } from '../checked/checkedFields';
import { useBlockScope } from '../BlockScope';
import { EditorNote } from '../EditorNote';
import { BlockHeading } from '../heading/BlockHeading';
import { CtaLink } from '../links/CtaLink';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { scrimFor } from '../palette/scrim';
import { RichText } from '../RichText';
import { MediaVideo } from '../video/lazyVideo';
import { HeroSearch } from './HeroSearch';

// Spec 1 §9: at least 312 px high, 534 px from 768 px; FullScreen fills the viewport.
const Section = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 312px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: 768px) {
    min-height: 534px;
  }
  &[data-variant='FullScreen'] {
    min-height: 100vh;
    min-height: 100svh;
  }
  &[data-margin-top='true'] {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  &[data-placement='Top'] {
    justify-content: flex-start;
  }
  &[data-placement='Center'] {
    justify-content: center;
  }
  &[data-placement='Bottom'] {
    justify-content: flex-end;
  }
`;

const Media = styled.div`
  position: absolute;
  inset: 0;
  background-size: cover;
  background-position: center;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Content = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 24px 16px 72px;
  &[data-centered='true'] {
    align-items: center;
    text-align: center;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: inherit;
  gap: 12px;
  max-width: 720px;
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 3rem);
    line-height: 1.1;
  }
`;

/** The hero banner: image or video, title, text, call to action and an optional search bar. */
export function HeroBanner({ block, index }: BlockRendererProps) {
  const { blockData, t } = usePage();
  const { defaultHeading } = useBlockScope();
  const fields = useCheckedFields('HeroBanner', block);
  if (!fields) return <EditorNote>{t('blocks.editor.invalid', { name: block.componentName })}</EditorNote>;
  const image = fields.Image?.src ? fields.Image : null;
  // Spec 1 §5: nothing unless it is a video or has an image.
  if (fields.Content !== 'Video' && !image) return <EditorNote>{t('blocks.editor.emptyHero')}</EditorNote>;

  const video = fields.Content === 'Video' && (fields.VideoDesktop || fields.VideoPhone);
  const scrim = scrimFor(fields.TextColor);
  const blur = image ? blurBackground(blockDataOf(blockData, block.uid, 'hero')?.blurDataUrl) : undefined;
  return (
    <Section data-variant={fields.Variant} data-margin-top={fields.HasMarginTop} data-placement={fields.ContentPlacement}>
      <Media style={blur ? { backgroundImage: blur } : undefined}>
        {video ? (
          <MediaVideo desktopSrc={fields.VideoDesktop} phoneSrc={fields.VideoPhone} poster={image ? imageUrl(image.src, 1280) : undefined} />
        ) : image ? (
          <Editable field="Image">
            <ResponsivePicture image={image} phoneImage={fields.ImagePhone} sizes="100vw" priority={index === 0} />
          </Editable>
        ) : null}
      </Media>
      <Content data-centered={fields.CenterContent}>
        <Panel style={{ color: scrim.color, background: scrim.background }} data-text-color={fields.TextColor}>
          {fields.Title.trim() ? (
            <Editable field="Title">
              <BlockHeading tag={fields.TitleTag} fallback={defaultHeading}>
                {fields.Title}
              </BlockHeading>
            </Editable>
          ) : null}
          <RichText html={fields.Text} />
          <CtaLink link={fields.Link} buttonType={fields.ButtonType} fallbackText={fields.Title} />
          {fields.HeroBannerHasSearchBar && fields.HeroBannerSearchUrl ? (
            <HeroSearch searchUrl={fields.HeroBannerSearchUrl} placeholder={fields.SearchBarPlaceholderText} placeholderDesktop={fields.SearchBarPlaceholderTextDesktop} />
          ) : null}
        </Panel>
      </Content>
    </Section>
  );
}
