import styled from '@emotion/styled';
import type { SlideFields } from '@showroom/contracts';
import { imageUrl } from '../../shell/media/imageUrl';
import type { HeadingTag } from '../heading/headingTag';
import { CtaLink } from '../links/CtaLink';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { scrimFor } from '../palette/scrim';
import { RichText } from '../RichText';
import { MediaVideo } from '../video/lazyVideo';

const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 24px 16px 72px;
  @media (min-width: 768px) {
    padding: 48px 64px 72px;
  }
  &[data-y='Top'] {
    justify-content: flex-start;
  }
  &[data-y='Center'] {
    justify-content: center;
  }
  &[data-y='Bottom'] {
    justify-content: flex-end;
  }
  &[data-x='Left'] {
    align-items: flex-start;
  }
  &[data-x='Center'] {
    align-items: center;
    text-align: center;
  }
  &[data-x='Right'] {
    align-items: flex-end;
    text-align: right;
  }
`;

const Media = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Panel = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: inherit;
  gap: 12px;
  max-width: 640px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2.5rem);
    line-height: 1.15;
  }
  &[data-text-shadow='true'][data-text-color='White'] {
    text-shadow: 0 1px 3px rgba(0, 0, 0, 0.7);
  }
  &[data-text-shadow='true'][data-text-color='Black'] {
    text-shadow: 0 1px 3px rgba(255, 255, 255, 0.8);
  }
`;

export interface SlideProps {
  slide: SlideFields;
  x: 'Left' | 'Center' | 'Right';
  y: 'Top' | 'Center' | 'Bottom';
  heading: HeadingTag;
  /** The slide on screen: its video may play; the first slide of a first-screen carousel loads eagerly. */
  active: boolean;
  priority: boolean;
}

/** One slide: image or video behind a title, text and call to action placed by the carousel's axes. */
export function Slide({ slide, x, y, heading, active, priority }: SlideProps) {
  const Heading = heading;
  const scrim = scrimFor(slide.TextColor);
  const image = slide.Image?.src ? slide.Image : slide.ImagePhone?.src ? slide.ImagePhone : null;
  const video = slide.Video || slide.VideoPhone;
  return (
    <Frame data-x={x} data-y={y}>
      <Media>
        {video ? (
          <MediaVideo desktopSrc={slide.Video} phoneSrc={slide.VideoPhone} poster={image ? imageUrl(image.src, 1280) : undefined} autoplay={active} />
        ) : image ? (
          <ResponsivePicture image={image} phoneImage={image === slide.Image ? slide.ImagePhone : null} sizes="100vw" priority={priority} />
        ) : null}
      </Media>
      <Panel style={{ color: scrim.color, background: scrim.background }} data-text-color={slide.TextColor} data-text-shadow={slide.TextShadow}>
        {slide.Title.trim() ? <Heading>{slide.Title}</Heading> : null}
        <RichText html={slide.Text} />
        <CtaLink link={slide.Button} buttonType={slide.ButtonType} fallbackText={slide.Title} field="Button" />
      </Panel>
    </Frame>
  );
}
